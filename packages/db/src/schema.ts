export * from './schema/identity';
export * from './schema/platform';
