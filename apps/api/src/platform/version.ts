export const VERSION = process.env.npm_package_version ?? '0.1.0';
/** The git commit the server was built from: set by build.mjs at build time, else 'unknown'. */
export const GIT_COMMIT = process.env.PORTAL_GIT_COMMIT || 'unknown';
