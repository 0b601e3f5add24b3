/**
 * What `work` answers, or `fallback` when it fails or has not answered within `ms`: for a wait
 * that must not hold its caller (a readiness probe, a cart change waiting for the catalogue).
 * The work goes on after the fallback is answered; its failure then is ignored.
 */
export function settledWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
