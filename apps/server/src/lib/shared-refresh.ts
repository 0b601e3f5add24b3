/**
 * One run of `refresh` shared by every caller that asks while it runs, except a caller that asks
 * after an invalidation made during that run: a write that came then may not be in what the run
 * read, so that caller waits for a run that starts after it. (On PostgreSQL a catalogue write
 * commits on one connection while the refresh reads on another; without this, a request made
 * right after a price change could be answered from the read that began before it.)
 */
export function sharedRefresh<T>(refresh: () => Promise<T>) {
  let invalidations = 0;
  /** The invalidations made before the last run that succeeded began; -1 before any has. */
  let readAfter = -1;
  let running: { promise: Promise<T>; invalidations: number } | undefined;

  const readNow = async (): Promise<T> => {
    const began = invalidations;
    const result = await refresh();
    readAfter = began;
    return result;
  };

  return {
    invalidate(): void {
      invalidations += 1;
    },
    /**
     * Whether the last run that succeeded began after every invalidation: what it read may be
     * used without a run. Not while a run made for a later invalidation is still reading.
     */
    upToDate(): boolean {
      return readAfter === invalidations;
    },
    run(): Promise<T> {
      if (running?.invalidations === invalidations) return running.promise;
      const before = running?.promise;
      const promise: Promise<T> = (before ? before.then(readNow, readNow) : readNow()).finally(() => {
        if (running?.promise === promise) running = undefined;
      });
      running = { promise, invalidations };
      return promise;
    },
  };
}
