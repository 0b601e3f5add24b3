import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../env.js';
import { openDatabase, type Database } from './client.js';

/** PGlite writes this file while a process has the database open and removes it on close. */
const PGLITE_OPEN_MARKER = 'postmaster.pid';

export interface CommandDatabase {
  /** Where the embedded database lives (DATA_DIR/db), used when DATABASE_URL is unset. */
  dataDir: string;
  /** 'PostgreSQL (DATABASE_URL)' or 'PGlite in <dataDir>', for the command's messages. */
  where: string;
  usesPostgres: boolean;
  open(): Promise<Database>;
}

/**
 * The database a command-line tool (admin:grant, backup, restore) works on, configured as the
 * server is (`.env`, then the environment). PGlite lets one process open its database at a time,
 * so while a server has it open this prints what to do and answers null.
 */
export function databaseForACommand(): CommandDatabase | null {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const dataDir = path.join(env.dataDir, 'db');
  const marker = path.join(dataDir, PGLITE_OPEN_MARKER);
  if (!env.DATABASE_URL && fs.existsSync(marker)) {
    console.error(
      `The database in ${dataDir} is in use: a server (or another command) has it open, and PGlite allows ` +
        'one process at a time. Stop the server (Ctrl+C in its terminal), then run this again. If no server ' +
        `is running, the last one was killed without closing the database: delete ${marker} ` +
        'and run this again. (With DATABASE_URL set, this works while servers run.)',
    );
    return null;
  }
  const url = env.DATABASE_URL;
  return {
    dataDir,
    where: url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`,
    usesPostgres: url !== undefined,
    open: () => openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir }),
  };
}
