import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/seed.js';

/** The catalogue a test app gets when it asks for no other size. */
export const SEEDED_PRODUCTS = 60;

/**
 * Databases the API suite's apps start from, made once per run (this file is the server
 * project's global setup): a new in-memory PGlite runs initdb, about 2.8 s of one core, and the
 * migrations and the seed add 0.5 s, for each of some eighty apps. On PGlite a template is a dump
 * of the data folder, loaded in about 0.6 s; on PostgreSQL, a database that CREATE DATABASE
 * copies.
 */
export interface DatabaseTemplates {
  /** The UTC day they were made: the seed dates lots and coupons from it. */
  day: string;
  /** Migrated: a PGlite dump's file, or a PostgreSQL database's name. */
  migrated: string;
  /** Migrated and seeded with SEEDED_PRODUCTS products. */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when a test runs without the server project's global setup. */
    databaseTemplates?: DatabaseTemplates;
  }
}

export const utcDay = (): string => new Date().toISOString().slice(0, 10);

/**
 * Creates database `name` on the PostgreSQL server of `serverUrl`, empty or as a copy of
 * `template`, and returns its URL.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the databases `names` of the PostgreSQL server of `serverUrl`, whoever is connected. */
export async function dropDatabases(serverUrl: string, ...names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function seed(database: Database): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-template-media-'));
  try {
    await seedIfEmpty(database, { dataDir, products: SEEDED_PRODUCTS });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'krishi-templates-'));
  const day = utcDay();
  const database = await openDatabase({ kind: 'pglite' });
  try {
    const dump = async (name: string) => {
      if (!database.dump) throw new Error('a PGlite database dumps its data folder');
      const file = path.join(folder, name);
      await fs.writeFile(file, Buffer.from(await (await database.dump()).arrayBuffer()));
      return file;
    };
    await migrate(database);
    const migrated = await dump('migrated.tar');
    await seed(database);
    const seeded = await dump('seeded.tar');
    return { templates: { day, migrated, seeded }, remove: () => fs.rm(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

async function postgresTemplates(url: string): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const day = utcDay();
  const prefix = `krishi_template_${process.pid}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const make = async (name: string, build: (database: Database) => Promise<void>, template?: string) => {
    const database = await openDatabase({ kind: 'postgres', url: await createDatabase(url, name, template) });
    try {
      await build(database);
    } finally {
      // A template with a connection open cannot be copied.
      await database.close();
    }
  };
  await make(names.migrated, async (database) => {
    await migrate(database);
  });
  await make(names.seeded, seed, names.migrated);
  return { templates: { day, ...names }, remove: () => dropDatabases(url, names.migrated, names.seeded) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const { templates, remove } = url ? await postgresTemplates(url) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
