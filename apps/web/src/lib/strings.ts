import type { enCommon, enLayout } from '@krishi/contract';
import { pageEnglish, usePageLocale } from './page-locale';

/** A group of English strings: one of the contract's `en*` exports (`enCart`, `enOrders`, ...). */
export type StringGroup = Readonly<Record<string, string>>;

/** The keys of the frame's groups, which the page bundles: every component may say them. */
export type FrameKey = KeyOf<typeof enCommon | typeof enLayout>;

/** The plural forms: `t('listing.count', { count })` says `listing.count_one` or `_other`. */
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/**
 * The keys of each group of a union, and the plural keys' base (`keyof` of a union would keep
 * only the keys they share).
 */
export type KeyOf<G> = G extends StringGroup ? (keyof G & string) | PluralBase<keyof G & string> : never;

/** The keys the code that named the groups `G` may say: the frame's and theirs. */
export type StringKey<G extends StringGroup = never> = FrameKey | KeyOf<G>;

/** A translate function that takes the keys `K`, and maybe more. */
export type TranslateKeys<K extends string> = (key: K, values?: Readonly<Record<string, unknown>>) => string;

/**
 * The translate function of code that named the groups `G` (a union: `typeof enOrders | typeof
 * enErrors`): it takes the frame's keys and those groups' keys, no other. A function that takes
 * more keys fits where fewer are asked for, so a component's `t` passes to any helper whose
 * groups it named; `StringsT` alone is the frame's.
 */
export type StringsT<G extends StringGroup = never> = TranslateKeys<StringKey<G>>;

/**
 * Whether `key` (a `MessageKey` from the contract, say) is one of `group`'s: narrows it to what a
 * `t` that named the group takes.
 */
export function keyIn<G extends StringGroup>(group: G, key: string): key is KeyOf<G> {
  return Object.hasOwn(group, key);
}

const named = new WeakSet<StringGroup>();

function addEnglish(group: StringGroup): void {
  if (named.has(group)) return;
  named.add(group);
  Object.assign(pageEnglish, group);
}

/**
 * The translate function of a component, for the keys of the frame and of the groups it names.
 * Each group becomes part of the English fallback the first time any component names it, so a
 * group's strings come with the code that says them, in that code's chunk, and the first
 * download holds no words of screens the visitor has not opened (decision 036).
 *
 * On the server the page's strings hold every string already (decision 037).
 *
 * It returns the page's own translate function, with no subscription to language changes: the
 * language never changes under a mounted page (choosing one reloads it, spec section 9).
 */
export function useStrings<G extends readonly StringGroup[]>(...groups: G): StringsT<G[number]> {
  const { t } = usePageLocale();
  for (const group of groups) addEnglish(group);
  return t as StringsT<G[number]>;
}
