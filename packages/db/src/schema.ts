export * from './schema/identity';
export * from './schema/platform';
export * from './schema/catalogue';
export * from './schema/stock';
export * from './schema/orders';
export * from './schema/network';
export * from './schema/money';
export * from './schema/content';
