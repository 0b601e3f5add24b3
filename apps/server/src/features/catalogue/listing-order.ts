/**
 * The listing's order (newest first, then highest id first) as the in-memory index, cards and
 * facets hold it: each of them numbers a product by its position in it. A catalogue patch (a
 * product added, removed or changed since the load) moves positions; `reorder` says where each
 * moves, so every part is patched with the same numbers.
 */

/** Products in listing order: ids and creation times (microseconds since 1970). */
export interface ListingOrder {
  ids: Int32Array;
  createdAt: Float64Array;
}

/** A product a patch lists, at the place its creation time gives it. */
export interface Placed {
  id: number;
  createdAt: number;
}

/** Where a patch moves the listing's products. */
export interface Reorder extends ListingOrder {
  /**
   * Per position before the patch, the product's position after it, or -1 when it left the
   * listing or was changed (it is then among the added). Kept products keep their order, so this
   * rises wherever it is not -1.
   */
  kept: Int32Array;
  /** The position after the patch of each added product, in the order they were given. */
  added: Int32Array;
}

/** Whether `a` comes before `b` in listing order. */
function before(aCreatedAt: number, aId: number, bCreatedAt: number, bId: number): boolean {
  return aCreatedAt > bCreatedAt || (aCreatedAt === bCreatedAt && aId > bId);
}

/**
 * The listing after a patch: `removed` ids leave it, `added` products come in at their places
 * (an id that is both, or listed already and added, is a changed product: it moves to its new
 * place). Linear in the listing's length, with the added sorted first.
 */
export function reorder(order: ListingOrder, removed: ReadonlySet<number>, added: readonly Placed[]): Reorder {
  const leaving = new Set(removed);
  for (const product of added) leaving.add(product.id);
  const incoming = added.map((product, given) => ({ ...product, given }));
  incoming.sort((a, b) => (before(a.createdAt, a.id, b.createdAt, b.id) ? -1 : 1));
  const n = order.ids.length;
  let size = incoming.length;
  for (let doc = 0; doc < n; doc++) if (!leaving.has(order.ids[doc]!)) size++;
  const ids = new Int32Array(size);
  const createdAt = new Float64Array(size);
  const kept = new Int32Array(n).fill(-1);
  const placed = new Int32Array(added.length);
  let next = 0;
  let at = 0;
  const place = (id: number, time: number) => {
    ids[at] = id;
    createdAt[at] = time;
    return at++;
  };
  for (let doc = 0; doc < n; doc++) {
    const id = order.ids[doc]!;
    if (leaving.has(id)) continue;
    const time = order.createdAt[doc]!;
    for (; next < incoming.length && before(incoming[next]!.createdAt, incoming[next]!.id, time, id); next++) {
      placed[incoming[next]!.given] = place(incoming[next]!.id, incoming[next]!.createdAt);
    }
    kept[doc] = place(id, time);
  }
  for (; next < incoming.length; next++)
    placed[incoming[next]!.given] = place(incoming[next]!.id, incoming[next]!.createdAt);
  return { ids, createdAt, kept, added: placed };
}
