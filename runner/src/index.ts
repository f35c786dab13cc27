export * from './toolchains.js';
