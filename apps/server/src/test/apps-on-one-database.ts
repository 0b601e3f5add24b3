import Fastify from 'fastify';
import { promotionsResponse } from '@krishi/contract';
import app from '../app.js';
import { loadEnv } from '../env.js';
import { serverOptions } from '../server-options.js';
import { adminEnv, api, operator } from './admin.js';
import { buildTestApp, type TestApp } from './helper.js';

export interface TwoApps {
  /** The process that makes a change. */
  writer: TestApp;
  /** Another process over the same database and data folder: it must hear of the change. */
  reader: TestApp;
  close(): Promise<void>;
}

/** Two app instances sharing one database, as two server processes do, each with its own memory. */
export async function twoAppsOnOneDatabase(env: Record<string, string>): Promise<TwoApps> {
  const writer = await buildTestApp({ env: { ...adminEnv, ...env } });
  const readerEnv = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: writer.dataDir,
    LOG_LEVEL: 'silent',
    ...adminEnv,
    ...env,
  });
  const instance = Fastify(serverOptions(readerEnv, false));
  await instance.register(app, { env: readerEnv, database: writer.database });
  await instance.ready();
  await instance.catalogue.warm();
  const reader: TestApp = { ...writer, app: instance, close: () => instance.close() };
  return {
    writer,
    reader,
    close: async () => {
      await reader.close();
      await writer.close();
    },
  };
}

/** The storefront carousel as a visitor's page reads it (cached by the server). */
export async function carousel(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/promotion/get-all' });
  return promotionsResponse.parse(response.json()).data;
}

/** An operator renames the carousel's first promotion through the back office. */
export async function renameFirstPromotion(t: TestApp, title: string): Promise<void> {
  const [first] = await carousel(t);
  if (!first) throw new Error('the seed has no active promotion');
  const admin = await operator(t);
  const response = await t.app.inject({
    method: 'PUT',
    url: api(`/promotions/${first.id}`),
    headers: admin.headers,
    payload: { title: { en: title }, onClickUrl: first.onClickUrl, status: 'ACTIVE' },
  });
  if (response.statusCode !== 200) throw new Error(`renaming the promotion failed: ${response.body}`);
}

/** Waits up to `ms` for `check` to hold, asking every 20 ms; true if it did. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
