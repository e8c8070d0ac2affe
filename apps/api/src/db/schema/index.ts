export * from './users.js';
export * from './media.js';
export * from './catalog.js';
export * from './menus.js';
export * from './settings.js';
export * from './verification.js';
