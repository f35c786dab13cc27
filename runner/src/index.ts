export * from './toolchains.js';
export * from './config.js';
export * from './sandbox.js';
export { javaClassName, planFor, type CompileStep, type LanguagePlan } from './languages.js';
export * from './queue/code-runs.table.js';
export * from './queue/code-run-queue.repository.js';
export * from './queue/local-bus.js';
export * from './queue/worker.js';
export { RemoteSandbox } from './sandbox-host.js';
