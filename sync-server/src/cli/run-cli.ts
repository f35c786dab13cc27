/** Runs a command: a configuration or backup refusal is printed as its message (exit 2 or 1), anything else with its stack. */
import { ConfigError } from '../config.js';
import { BackupError } from '../backup/backup-manifest.js';

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    // A refusal or a failure with its words; the stack only with DEBUG set.
    console.error(error instanceof Error && (error instanceof BackupError || !process.env.DEBUG) ? error.message : error);
    process.exit(1);
  }
}
