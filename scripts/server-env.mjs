/**
 * The environment the server process is started with, under what the user sets (theirs wins).
 *
 * glibc reads MALLOC_TRIM_THRESHOLD_ when the process starts, so it cannot be set from inside.
 * V8 compiles PGlite's WebAssembly on helper threads whose malloc arenas glibc keeps after V8 frees
 * them: 45 to 105 MB of the server's resident memory before any request. With a 1 MB trim
 * threshold glibc hands freed memory back: a PGlite server with 200 devices making their first pull
 * at once peaked at 259 to 270 MB instead of 293 to 308 (bench:sync), with no measurable slowdown.
 */
export const serverProcessEnv = { MALLOC_TRIM_THRESHOLD_: String(1024 * 1024) };

/** `process.env` over the server's defaults. */
export const serverEnv = (env = process.env) => ({ ...serverProcessEnv, ...env });
