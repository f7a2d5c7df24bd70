export * from './schema/identity';
export * from './schema/platform';
export * from './schema/catalogue';
