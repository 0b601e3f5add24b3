import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadersWait, pageData, pageQuery } from './page-data';
import { queryClient } from './query-client';

/** A query whose answer comes only when the test says so. */
function heldQuery(key: string) {
  let answer: (value: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  return { options: { queryKey: [key], queryFn: () => answered }, answer };
}

const args = (context?: unknown) =>
  ({ params: {}, request: new Request('http://shop/products?page=2'), context }) as unknown as LoaderFunctionArgs;

describe('a route’s page data', () => {
  beforeEach(() => {
    // The browser's loaders read the stored language; nothing is stored here.
    vi.stubGlobal('localStorage', { getItem: () => null });
  });
  afterEach(() => {
    loadersWait(false);
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('on the server, waits for every query and leaves its answer in the request’s cache', async () => {
    const held = heldQuery('server');
    const client = new QueryClient();
    const loading = pageData(() => [pageQuery(held.options)])(args({ queryClient: client, language: 'en' }));
    let done = false;
    void loading.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    held.answer('ready');
    await loading;
    expect(client.getQueryData(['server'])).toBe('ready');
  });

  it('in the browser, starts the queries and never holds the navigation', async () => {
    const held = heldQuery('browser');
    await pageData(() => [pageQuery(held.options)])(args());
    expect(queryClient.getQueryState(['browser'])?.fetchStatus).toBe('fetching');
    held.answer('later');
  });

  it('in the browser, waits while the server’s page is being hydrated', async () => {
    const held = heldQuery('hydrating');
    loadersWait(true);
    const loading = pageData(() => [pageQuery(held.options)])(args());
    held.answer('text');
    await loading;
    expect(queryClient.getQueryData(['hydrating'])).toBe('text');
  });

  it('tells the page’s queries its address and language', async () => {
    const seen: string[] = [];
    await pageData(({ url, language }) => {
      seen.push(`${url.searchParams.get('page')} ${language}`);
      return [];
    })(args({ queryClient: new QueryClient(), language: 'kn' }));
    expect(seen).toEqual(['2 kn']);
  });
});
