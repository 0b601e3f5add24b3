interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key, many keys in one statement. The keys asked for in one turn of the event loop
 * are read together once the turn's ready sockets have all been handled (`setImmediate`), and a
 * key asked for while a read runs goes in the next read with every key asked for meanwhile. On
 * PGlite a statement runs in the JavaScript thread itself, so without the wait for the turn's end
 * each request's read would run, alone, before the next request was even parsed; a busy process
 * now pays a statement's fixed cost (most of a keyed read's) once for a batch. A key asked for
 * again while a read of it runs is read again, so a caller never gets an answer read before it
 * asked.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatch: number,
): (key: K) => Promise<V | undefined> {
  const waiting = new Map<K, Array<Waiter<V>>>();
  let reading = false;

  async function readWaiting(): Promise<void> {
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
      if (!reading) {
        reading = true;
        setImmediate(() => void readWaiting());
      }
    });
}
