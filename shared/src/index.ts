export * from './domain/entities.ts';
export * from './domain/commerce.ts';
export * from './domain/queries.ts';
export * from './domain/public-api.ts';
export * from './rules/images.ts';
export * from './domain/page-rendering.ts';
