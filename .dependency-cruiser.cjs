/**
 * Structure rules, checked by `npm run lint` (docs/decisions/014-structure-rules.md).
 * Each rule names what it keeps apart; a violation fails the lint with the rule's name.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      comment: 'Modules, platform and packages depend on each other in one direction only.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'web-entry-without-zod',
      comment:
        'roles.ts is in the web entry (the shell needs ROLES and the labels); importing zod there makes every ' +
        'first visit download it. Schemas of roles live in role-schema.ts.',
      severity: 'error',
      from: { path: '^packages/shared/src/roles[.]ts$' },
      to: { path: 'node_modules/zod/' },
    },
    {
      name: 'drizzle-only-in-repositories',
      comment:
        'Only *.repository.ts files and the database platform talk to the database: services take plain values, ' +
        'repositories take a database or a transaction.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          '[.]repository[.]ts$',
          '^apps/api/src/platform/database[.]ts$',
          // Better Auth's Drizzle adapter is database wiring: it is handed the tables it manages.
          '^apps/api/src/platform/auth[.]ts$',
          '[.]test[.]ts$',
        ],
      },
      to: { path: ['node_modules/drizzle-orm/', '^packages/db/src/schema'] },
    },
    {
      name: 'workflows-above-services',
      comment:
        'A named workflow (apps/api/src/workflows) uses the services and repositories of several domains; ' +
        'only routes call workflows, so no service, repository or platform file depends on one.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules|platform)/', pathNot: ['[.]routes[.]ts$', '[.]test[.]ts$'] },
      to: { path: '^apps/api/src/workflows/' },
    },
    {
      name: 'web-feature-boundaries',
      comment:
        "A web feature does not reach into another feature's files: what several features share lives in " +
        "src/lib or src/components, or is the other feature's public entry (public.ts).",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/public[.]tsx?$'],
      },
    },
    {
      name: 'web-features-below-app',
      comment: 'The app shell (router, layouts, guards) uses features; features never use the shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|lib|components)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-lib-below-features',
      comment: 'src/lib and src/components are shared by features, so they depend on none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'packages-below-apps',
      comment: 'packages/shared and packages/db never import from an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^packages/db/migrations/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
