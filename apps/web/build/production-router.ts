import { existsSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * React Router's production build for a file of its development build (the same name under
 * `dist/production`), or null when the file is not one of the development build's.
 */
export function productionBuildOf(file: string): string | null {
  return DEVELOPMENT.test(file) ? file.replace(DEVELOPMENT, '$1production$2') : null;
}

/** The modules of a bundle that come from React Router's development build. */
export function developmentRouterModules(chunks: readonly Pick<Rolldown.OutputChunk, 'moduleIds'>[]): string[] {
  return chunks.flatMap((c) => c.moduleIds.filter((id) => DEVELOPMENT.test(id)));
}

/**
 * React Router's production build in a production bundle (decision 067). Its package maps every
 * import condition to `dist/development` (remix-run/react-router#14102), so the app shipped the
 * build with the development warnings. `react-router` is resolved as usual and then taken from
 * `dist/production`, the same files without the warnings; the build fails if that file is missing
 * or if any module of the development build still reaches the bundle. `vite build --mode
 * development` keeps the development build.
 */
export function productionRouter(): Plugin {
  let production = false;
  return {
    name: 'portal:production-react-router',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      production = config.mode === 'production';
    },
    async resolveId(source, importer, options) {
      if (!production || source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const file = productionBuildOf(resolved.id);
      if (!file || !existsSync(file)) {
        this.error(`react-router resolved to ${resolved.id}, which has no production build beside it`);
      }
      return file;
    },
    generateBundle(_options, bundle) {
      if (!production) return;
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const left = developmentRouterModules(chunks);
      if (left.length > 0) this.error(`React Router's development build is in the bundle: ${left.join(', ')}`);
    },
  };
}
