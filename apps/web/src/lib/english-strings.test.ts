import { describe, expect, it } from 'vitest';
import * as contract from '@krishi/contract';

/**
 * The page bundles the shared frame's English strings and brings each other group with the code
 * of the screens that say it (`addEnglishStrings`). These tests read the source as the bundler
 * does: from the page's entry, and from every module loaded with `import()`, they follow static
 * imports and check that each message key the code names is in a group that code brings, or in
 * one the entry brings. A screen missing its group would show raw keys in English.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const contractSources = import.meta.glob<string>(['../../../../packages/contract/src/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const groups = new Map<string, Record<string, string>>();
for (const [name, value] of Object.entries(contract))
  if (/^en[A-Z]/.test(name)) groups.set(name, value as Record<string, string>);
const groupOfKey = new Map([...groups].flatMap(([name, strings]) => Object.keys(strings).map((k) => [k, name])));

/** Keys named in code: quoted whole, or as the start of a template (`orders.status.${s}`). */
function keysNamed(code: string): Set<string> {
  const keys = new Set<string>();
  for (const [, key] of code.matchAll(/['"]([a-zA-Z]+(?:\.[\w]+)+)['"]/g)) if (groupOfKey.has(key!)) keys.add(key!);
  for (const [, prefix] of code.matchAll(/`([a-zA-Z]+(?:\.[\w]+)*\.)\$\{/g))
    for (const key of groupOfKey.keys()) if (key.startsWith(prefix!)) keys.add(key);
  return keys;
}

/** What each contract export names, for code that takes keys from the contract. */
const contractKeys = new Map<string, Set<string>>();
for (const code of Object.values(contractSources))
  for (const [, name] of code.matchAll(/export (?:const|function) (\w+)/g)) contractKeys.set(name!, keysNamed(code));

function resolve(from: string, specifier: string): string | undefined {
  const base = new URL(specifier, `file:///src/${from}`).pathname.slice('/src/'.length);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((path) => path in modulesByPath);
}

interface Module {
  imports: string[];
  lazyImports: string[];
  keys: Set<string>;
  groupsBrought: Set<string>;
}
/** Paths from `src/`: the glob names them from this file's folder. */
const modulesByPath: Record<string, string> = Object.fromEntries(
  Object.entries(sources).map(([path, code]) => [
    new URL(path, 'file:///src/lib/').pathname.slice('/src/'.length),
    code,
  ]),
);
const modules = new Map<string, Module>();
for (const [path, code] of Object.entries(modulesByPath)) {
  const named = [...code.matchAll(/^import \{([^}]*)\} from '@krishi\/contract'/gm)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type ')),
  );
  const keys = keysNamed(code);
  for (const name of named) for (const key of contractKeys.get(name) ?? []) keys.add(key);
  modules.set(path, {
    imports: [...code.matchAll(/^import (?!type )(?:[^;]*? from )?'(\.[^']+)'/gms)]
      .map(([, s]) => resolve(path, s!))
      .filter((p): p is string => p !== undefined),
    lazyImports: [...code.matchAll(/import\('(\.[^']+)'\)/g)]
      .map(([, s]) => resolve(path, s!))
      .filter((p): p is string => p !== undefined),
    keys,
    groupsBrought: new Set(named.filter((n) => groups.has(n))),
  });
}

function closure(start: string): Module[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const path = stack.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    stack.push(...(modules.get(path)?.imports ?? []));
  }
  return [...seen].map((p) => modules.get(p)!).filter(Boolean);
}

/** Keys the code loaded from `start` names but neither it nor the entry brings. */
function missingKeys(start: string): string[] {
  const loaded = [...closure('main.tsx'), ...closure(start)];
  const brought = new Set(loaded.flatMap((m) => [...m.groupsBrought]));
  return [...new Set(closure(start).flatMap((m) => [...m.keys]))].filter((k) => !brought.has(groupOfKey.get(k)!));
}

const lazyModules = [...new Set([...modules.values()].flatMap((m) => m.lazyImports))].sort();

describe('English strings by screen', () => {
  it('finds the contract groups and the page code it reads', () => {
    expect(groups.size).toBeGreaterThan(10);
    expect(modules.has('main.tsx')).toBe(true);
    expect(lazyModules).toContain('app/routes/home.tsx');
  });

  it('the first download holds only the shared frame strings: common and layout', () => {
    const brought = new Set(closure('main.tsx').flatMap((m) => [...m.groupsBrought]));
    expect([...brought].sort()).toEqual(['enCommon', 'enLayout']);
    expect(missingKeys('main.tsx')).toEqual([]);
  });

  it.each(lazyModules)('%s brings the strings its code says', (path) => {
    expect(missingKeys(path)).toEqual([]);
  });
});
