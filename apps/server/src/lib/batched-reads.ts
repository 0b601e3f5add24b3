interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key, many keys in one statement. A key asked for while a read runs waits for it to
 * end and goes in the next read, with every key asked for meanwhile: an idle process reads a key
 * at once, a busy one pays a statement's fixed cost (most of a keyed read's on PGlite, whose one
 * connection runs one statement at a time) once for a batch. A key asked for again while a read
 * of it runs is read again, so a caller never gets an answer read before it asked.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatch: number,
): (key: K) => Promise<V | undefined> {
  const waiting = new Map<K, Array<Waiter<V>>>();
  let reading = false;

  async function readWaiting(): Promise<void> {
    reading = true;
    while (waiting.size > 0) {
      const batch = new Map<K, Array<Waiter<V>>>();
      for (const [key, waiters] of waiting) {
        if (batch.size === maxBatch) break;
        batch.set(key, waiters);
        waiting.delete(key);
      }
      try {
        const found = await readMany([...batch.keys()]);
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    reading = false;
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!reading) void readWaiting();
    });
}
