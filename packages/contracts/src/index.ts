export * from './constants.js';
export * from './page.js';
export * from './money.js';
export * from './errors.js';
export * from './pagination.js';
export * from './auth.js';
export * from './catalog.js';
export * from './identity.js';
