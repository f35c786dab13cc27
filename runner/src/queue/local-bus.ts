/**
 * In-process signals between the server and a worker running inside it: "a job was queued"
 * wakes an idle worker at once, "a job is done" wakes the request waiting for it. Across
 * processes the same signals travel as PostgreSQL NOTIFY (and polling covers both when a
 * notification is missed).
 */
import { EventEmitter } from 'node:events';
import type { CodeRunResult } from '@institute/shared-schema';

class CodeRunBus extends EventEmitter<{ queued: [id: string]; done: [id: string, result: CodeRunResult] }> {}

export const codeRunBus = new CodeRunBus();
codeRunBus.setMaxListeners(0);
