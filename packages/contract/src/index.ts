export * from './constants.ts';
export * from './enums.ts';
export * from './entities.ts';
export * from './errors.ts';
export * from './api.ts';
export * from './customer-fields.ts';
export * from './callbacks.ts';
