export * from './errors.js';
export * from './pagination.js';
export * from './money.js';
export * from './auth.js';
export * from './catalog.js';
