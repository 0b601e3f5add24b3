import { describe, expect, it } from 'vitest';

/**
 * Every query key has one owner: one module builds the options (key and fetcher) of a query,
 * and every screen that shows that data uses them. Two fetchers under one key make a page show
 * whichever component mounted first. This reads the source: each `queryKey` that sits beside a
 * `queryFn` is a fetcher's key, written as a template (a variable part is `*`).
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `['brands', pageNum]` -> `['brands', '*']`; `userDetailsKey(phone)` -> `['userDetailsKey()']`. */
function keyTemplate(expression: string): string[] {
  const trimmed = expression.trim();
  if (!trimmed.startsWith('[')) return [trimmed.replace(/\(.*$/s, '()')];
  return trimmed
    .slice(1, trimmed.lastIndexOf(']'))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^'[^']*'$|^\d+$|^\.\.\./.test(part) ? part : '*'));
}

/** The keys of the fetchers a module defines. */
function fetcherKeys(code: string): string[][] {
  const keys: string[][] = [];
  for (const match of code.matchAll(/queryKey:\s*((?:\[[^\]]*\])|[\w.]+(?:\([^)]*\))?)/g)) {
    const rest = code.slice(match.index + match[0].length, match.index + match[0].length + 400);
    // The object the key is in goes on to a fetcher before it closes.
    const fetcher = rest.search(/\bqueryFn:/);
    const closes = rest.search(/\n\s*\}\)?[,;)]/);
    if (fetcher !== -1 && (closes === -1 || fetcher < closes)) keys.push(keyTemplate(match[1]!));
  }
  return keys;
}

/** Whether one key could be built by both templates. */
function overlap(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((part, i) => part === '*' || b[i] === '*' || part === b[i]);
}

const fetchers = Object.entries(sources).flatMap(([path, code]) =>
  fetcherKeys(code).map((key) => ({ path: path.replace(/^\.\.\//, ''), key })),
);

describe('query keys', () => {
  it('finds the fetchers of the storefront', () => {
    expect(fetchers.map((f) => f.path)).toEqual(
      expect.arrayContaining(['features/categories/api/get-categories.ts', 'features/product/api/get-product.ts']),
    );
  });

  it('each key is built by one module only', () => {
    const shared = fetchers.flatMap((a, i) =>
      fetchers
        .slice(i + 1)
        .filter((b) => b.path !== a.path && overlap(a.key, b.key))
        .map((b) => `${a.key.join(', ')}: ${a.path} and ${b.path}`),
    );
    expect(shared).toEqual([]);
  });
});
