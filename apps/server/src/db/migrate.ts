import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

/** Checked-in SQL, found the same way from src/ and dist/. */
const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** An arbitrary constant: several processes starting at once migrate one at a time. */
const MIGRATION_LOCK = 727_274;

/** Applies every migration not applied yet, in file-name order, in one transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  return database.rawTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await fs.readFile(migrationsDir + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
