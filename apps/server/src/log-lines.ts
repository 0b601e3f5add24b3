/** How the server writes its logs: JSON lines, or readable lines for a person at a terminal. */
export type LogFormat = 'json' | 'readable';

/**
 * JSON lines for machines: in production, and whenever stdout is a pipe or a file (a journal, a
 * log shipper, `| jq`). Readable lines only for someone watching `npm start` in a terminal.
 */
export function logFormat(stdoutIsTTY: boolean | undefined, nodeEnv: string): LogFormat {
  return stdoutIsTTY === true && nodeEnv !== 'production' ? 'readable' : 'json';
}

/** What pino writes, as far as these lines show it. */
interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the readable line already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests whose start was seen and whose end was not: a bound, in case an end is never logged. */
const MAX_OPEN_REQUESTS = 10_000;

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * A pino destination that writes one readable line per request (`12:04:31 200 GET /api/cart 4.1 ms`)
 * and per other message (`12:04:30 INFO  Server listening at http://127.0.0.1:3000`, with the
 * stack of an error under it), instead of pino's JSON: pino's serializers and redaction have run
 * already, so nothing secret reaches it.
 */
export function readableLogs(out: { write(text: string): unknown }): { write(line: string): void } {
  const open = new Map<string, string>();
  return {
    write(line: string) {
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        out.write(line);
        return;
      }
      const time = clock(entry.time);
      if (entry.req && entry.reqId !== undefined && entry.res === undefined) {
        // The request's start: shown with its end, on one line.
        if (open.size >= MAX_OPEN_REQUESTS) open.clear();
        open.set(entry.reqId, `${entry.req.method ?? ''} ${entry.req.url ?? ''}`);
        return;
      }
      if (entry.res && entry.responseTime !== undefined) {
        const request = (entry.reqId !== undefined && open.get(entry.reqId)) || entry.reqId || '';
        if (entry.reqId !== undefined) open.delete(entry.reqId);
        out.write(`${time} ${entry.res.statusCode ?? '---'} ${request} ${entry.responseTime.toFixed(1)} ms\n`);
        return;
      }
      const level = (LEVELS[entry.level ?? 30] ?? 'INFO').padEnd(5);
      const extra = Object.entries(entry)
        .filter(([field]) => !SHOWN.has(field))
        .map(([field, value]) => `${field}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      const text = [time, level, entry.msg ?? '', ...extra].join(' ').trimEnd();
      const stack = entry.err?.stack ?? entry.err?.message;
      out.write(stack ? `${text}\n${stack}\n` : `${text}\n`);
    },
  };
}
