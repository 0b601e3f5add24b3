import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseForACommand } from '../db/for-a-command.js';
import { backupDatabase, BackupRefused } from './backup.js';
import { BackupFormatError } from './format.js';
import { restoreDatabase, RestoreRefused } from './restore.js';

const USAGE = `Usage:
  npm run backup [-- <file>]              writes the database to <file> (default backups/krishi-<time>.jsonl.gz)
  npm run restore -- <file> [--force]     loads <file> into an empty database (--force: replace what it holds)

PostgreSQL when DATABASE_URL is set (backups may run while servers serve), else the PGlite
database under DATA_DIR/db (default ./data/db), which one process may open at a time: stop the
server first. The backup holds the database only: copy DATA_DIR/media and DATA_DIR/keys with it.`;

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

async function main(command: string | undefined, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: false,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--force');
  const file = positionals[0] ?? (command === 'backup' ? path.join('backups', `krishi-${timestamp()}.jsonl.gz`) : null);
  if ((command !== 'backup' && command !== 'restore') || !file || positionals.length > 1 || unknown.length > 0) {
    const problem =
      command === 'restore' && !positionals[0] ? 'Which backup file should be restored?' : 'Unexpected arguments.';
    console.error(`${problem}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'backup' && values.force) {
    console.error(`--force is for restore only.\n\n${USAGE}`);
    return 2;
  }
  if (command === 'restore' && !fs.existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 2;
  }

  const target = databaseForACommand();
  if (!target) return 1;
  const { dataDir, where } = target;
  if (command === 'backup' && !target.usesPostgres && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.error(`There is no database in ${dataDir} to back up: is DATA_DIR right?`);
    return 1;
  }
  const database = await target.open();
  const began = Date.now();
  try {
    if (command === 'backup') {
      const totals = await backupDatabase(database, file, {
        onTable: (table, rows) => console.log(`  ${table}: ${rows} rows`),
      });
      console.log(`Backed up ${where}: ${totals.rows} rows in ${totals.tables} tables to ${file}`);
    } else {
      const totals = await restoreDatabase(database, file, { force: values.force === true });
      console.log(`Restored ${file} into ${where}: ${totals.rows} rows in ${totals.tables} tables`);
    }
    console.log(`(${((Date.now() - began) / 1000).toFixed(1)} s)`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof BackupRefused || error instanceof BackupFormatError) {
      console.error(`${command === 'backup' ? 'Backup' : 'Restore'} refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv[2], process.argv.slice(3));
