import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { barrelExports, closureOf, importedNames, importsThroughBarrels } from './barrels';

const require = createRequire(fileURLToPath(new URL('../package.json', import.meta.url)));
const lucideIndex = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
const radixIndex = join(dirname(require.resolve('radix-ui/package.json')), 'dist/index.mjs');

describe('the names a module takes from a package index', () => {
  it('reads plain, aliased and several imports, and leaves type-only names out', () => {
    const source = [
      "import { Bell, ChevronDown as Down } from 'lucide-react';",
      "import {\n  type LucideIcon,\n  Search,\n} from 'lucide-react';",
      "import { Dialog } from 'radix-ui';",
    ].join('\n');
    expect(importedNames(source, 'lucide-react')).toEqual(['Bell', 'ChevronDown', 'Search']);
    expect(importedNames(source, 'radix-ui')).toEqual(['Dialog']);
  });
});

describe("the packages' own indexes", () => {
  it("map lucide's names and aliases to the icon's file", () => {
    const exports = barrelExports(readFileSync(lucideIndex, 'utf8'));
    expect(exports.get('Bell')).toBe('./icons/bell.mjs');
    expect(exports.get('BellIcon')).toBe('./icons/bell.mjs');
    expect(exports.size).toBeGreaterThan(1000);
  });

  it("map Radix's primitives to their packages", () => {
    const exports = barrelExports(readFileSync(radixIndex, 'utf8'));
    expect(exports.get('Dialog')).toBe('@radix-ui/react-dialog');
    expect(exports.get('Slot')).toBe('@radix-ui/react-slot');
  });
});

describe('a closure through an index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-barrels-'));
  const page = join(dir, 'page.tsx');
  const other = join(dir, 'other.ts');
  writeFileSync(page, "import { Bell } from 'lucide-react';\nimport { Dialog } from 'radix-ui';\nimport './other';\n");
  writeFileSync(other, 'export const x = 1;\n');
  const icon = (name: string) => join(dirname(lucideIndex), `icons/${name}.mjs`);
  const radix = (name: string) => `/app/node_modules/@radix-ui/react-${name}/dist/index.mjs`;
  const graph: Record<string, string[]> = {
    [page]: [lucideIndex, radixIndex, other],
    [other]: [],
    [lucideIndex]: [icon('bell'), icon('search'), icon('x')],
    [radixIndex]: [radix('dialog'), radix('tabs')],
    [icon('bell')]: [],
    [radix('dialog')]: [],
  };
  const info = (id: string) => (graph[id] ? { importedIds: graph[id] } : null);

  it('follows only the names the importer takes', () => {
    const closure = closureOf(importsThroughBarrels(info), [page]);
    expect([...closure].sort()).toEqual([page, other, icon('bell'), radix('dialog')].sort());
  });

  it('fails on a name the index does not export', () => {
    const broken = join(dir, 'broken.tsx');
    writeFileSync(broken, "import { NoSuchIcon } from 'lucide-react';\n");
    graph[broken] = [lucideIndex];
    expect(() => importsThroughBarrels(info)(broken)).toThrow(/lucide-react has no module for NoSuchIcon/);
  });
});
