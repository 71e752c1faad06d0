// `npm run backup -- <file>` and `npm run restore -- <file>`: see backup-command.ts.
import { runBackupCommand } from './backup-command';

runBackupCommand(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
