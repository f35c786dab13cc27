/**
 * Creates a PGlite data folder (initdb) and exits; `openDatabase` runs it as a child process on a
 * folder without a database. Creating one in the server's own process left two more WebAssembly
 * instances (a second PGlite and initdb, 500 MB between them) for the garbage collector, which
 * did not run for as long as the server stayed idle: a first start held 730 MB of memory, a
 * restart of the same folder 250 (docs/PERFORMANCE.md "Sync").
 *
 * Usage: node pglite-initdb.js <dataDir> [postgres setting]...
 */
import { PGlite } from '@electric-sql/pglite';

const [dataDir, ...settings] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: pglite-initdb <dataDir> [setting=value]...');
  process.exit(2);
}
const lite = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])] });
await lite.close();
