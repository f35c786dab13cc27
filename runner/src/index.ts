export * from './toolchains.js';
export * from './config.js';
export * from './sandbox.js';
export { javaClassName } from './languages.js';
