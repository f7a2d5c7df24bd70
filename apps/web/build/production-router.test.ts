import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { developmentRouterModules, productionBuildOf } from './production-router';

describe("React Router's production build", () => {
  it('names the production file of a development file, and nothing for any other file', () => {
    expect(productionBuildOf('/app/node_modules/react-router/dist/development/index.mjs')).toBe(
      '/app/node_modules/react-router/dist/production/index.mjs',
    );
    expect(productionBuildOf('C:\\app\\node_modules\\react-router\\dist\\development\\chunk-A.mjs')).toBe(
      'C:\\app\\node_modules\\react-router\\dist\\production\\chunk-A.mjs',
    );
    expect(productionBuildOf('/app/node_modules/react-dom/cjs/react-dom.development.js')).toBeNull();
    expect(productionBuildOf('/app/src/development/page.tsx')).toBeNull();
  });

  it('exists beside the development build the package resolves to', () => {
    // The package still maps its imports to the development build; the day it does not, this
    // test says so and the plugin can go.
    const resolved = createRequire(import.meta.url).resolve('react-router');
    const production = productionBuildOf(resolved);
    expect(production).not.toBeNull();
    expect(existsSync(production as string)).toBe(true);
  });

  it("finds the development build's modules in a bundle", () => {
    const chunks = [
      { moduleIds: ['/app/src/main.tsx', '/app/node_modules/react-router/dist/production/chunk-B.mjs'] },
      { moduleIds: ['/app/node_modules/react-router/dist/development/chunk-C.mjs'] },
    ];
    expect(developmentRouterModules(chunks)).toEqual(['/app/node_modules/react-router/dist/development/chunk-C.mjs']);
    expect(developmentRouterModules(chunks.slice(0, 1))).toEqual([]);
  });
});
