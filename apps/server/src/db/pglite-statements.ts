import {
  messages,
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type Parser = types.Parser;

/** Statements kept prepared at once; the one used least recently is closed first. */
const MAX_PREPARED = 500;
/** A longer text (a bulk insert of many rows) is run as PGlite runs it, not kept. */
const MAX_PREPARED_TEXT = 4_000;
/** "cached plan must not change result type": a table's columns changed under a kept statement. */
const FEATURE_NOT_SUPPORTED = '0A000';
/**
 * A text that starts with this comment is planned once and that plan kept for its runs
 * (PostgreSQL's generic plan; decision 062). Without it PostgreSQL plans the statement again for
 * each run's values whenever the plan for them looks cheaper, as it does for any `= ANY($1)` or
 * `unnest($1)`: the planning, and the size of every table and index it asks the files for, was
 * half of such a statement's cost. Only for texts whose best plan is the same whatever the values
 * (keyed reads and writes): a partial index, say, is never used by a generic plan.
 */
export const GENERIC_PLAN = '/* generic plan */ ';
const GENERIC_ON = 'SET plan_cache_mode = force_generic_plan';
const GENERIC_OFF = 'RESET plan_cache_mode';
/**
 * A kept plan's age past which its statement is prepared again. A plan fits the tables' sizes
 * when it was made (a table read whole while it was small may be large since), and PGlite runs
 * no autovacuum whose statistics would make PostgreSQL plan again by itself.
 */
export const GENERIC_PLAN_MAX_AGE_MS = 60_000;

/** A result column: its name and type, to read and name each row's values. */
interface Column {
  name: string;
  dataTypeID: number;
}

interface Prepared {
  name: string;
  /** The type of each parameter, as the server inferred it, to write each value as PGlite does. */
  paramTypes: number[];
  /**
   * The statement's result columns, described once when it is prepared. PostgreSQL refuses to
   * run a kept statement whose columns have changed since (FEATURE_NOT_SUPPORTED), so they hold
   * for every run: describing each run's portal again, and parsing that description, was a
   * twentieth of a cart save's CPU.
   */
  columns: Column[];
  /** When it was prepared (Date.now()). */
  at: number;
}

/** What Drizzle's PGlite driver calls on its client, in and out of a transaction. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}
export interface PreparingClient extends QueryClient {
  transaction<T>(work: (tx: QueryClient & Pick<Transaction, 'exec' | 'rollback'>) => Promise<T>): Promise<T>;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The commands whose count is of rows changed, as PGlite counts `affectedRows`. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer as PGlite's `parseResults` makes it. That function copies the
 * database's whole parser table (hundreds of types) into a new object on every statement the
 * caller passes parsers to, as Drizzle always does: a sixth of a cart save's CPU. Here a value's
 * parser is looked up where it is needed: the caller's, then the database's, then PGlite's.
 */
function resultsOf<T>(
  answer: messages.BackendMessage[],
  fields: readonly Column[],
  known: Record<number, Parser>,
  options?: QueryOptions,
): Results<T> {
  const chosen = options?.parsers;
  const parsers = fields.map(
    ({ dataTypeID }) => chosen?.[dataTypeID] ?? known[dataTypeID] ?? types.parsers[dataTypeID],
  );
  const rows: unknown[] = [];
  const results: Results<T> = { rows: rows as T[], fields: [...fields], affectedRows: 0 };
  for (const message of answer) {
    if (message instanceof messages.DataRowMessage) {
      const values = message.fields.map((text, i) => {
        if (text === null) return null;
        const parser = parsers[i];
        return parser ? parser(text, fields[i]!.dataTypeID) : text;
      });
      rows.push(
        options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
      );
    } else if (message instanceof messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const count = parseInt(words[words.length - 1] ?? '', 10);
      if (CHANGING.has(words[0] ?? '')) results.affectedRows = count;
    }
  }
  return results;
}

/**
 * Drizzle's client for PGlite, with each statement's text parsed once and kept as a named
 * prepared statement. PGlite's own `query` parses, describes, binds, describes and executes
 * every statement anew, one call into the database's WebAssembly each; here a kept statement
 * is bound and executed in one call. A keyed read with a join measured 506-583 µs through
 * `query` and 161-196 µs prepared (docs/benchmarks.md, decision 051), and on an embedded
 * database every statement waits its turn on the process's one thread.
 * Values are written from the parameter types the server inferred, with PGlite's serializers,
 * as `query` writes them; rows are read with PGlite's parser and the caller's options.
 */
export function preparingClient(
  pglite: PGlite,
  { genericPlanMaxAgeMs = GENERIC_PLAN_MAX_AGE_MS }: { genericPlanMaxAgeMs?: number } = {},
): PreparingClient {
  const statements = new Map<string, Prepared>();
  let made = 0;

  const send = (parts: Uint8Array[]) => pglite.execProtocolStream(joined(parts), { syncToFs: false });

  /** The text's kept statement, prepared now if it is new. Called holding PGlite's query lock. */
  async function prepared(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `krishi_${++made}`;
    const described = await send([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const description = described.find(
      (message): message is messages.RowDescriptionMessage => message instanceof messages.RowDescriptionMessage,
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      columns: (description?.fields ?? []).map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })),
      at: Date.now(),
    };
    statements.set(text, statement);
    if (statements.size > MAX_PREPARED) {
      const [oldest] = statements;
      if (oldest) await forget(oldest[0], oldest[1]);
    }
    return statement;
  }

  async function forget(text: string, statement: Prepared) {
    statements.delete(text);
    await send([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]);
  }

  /** A kept statement bound to no values and run, as a part of a batch (SET and RESET). */
  const runBare = (statement: Prepared) => [
    protocol.serialize.bind({ statement: statement.name, values: [] }),
    protocol.serialize.execute({}),
  ];

  /** The text's kept statement; for a generic plan, prepared again once its plan is old. */
  async function current(text: string, generic: boolean): Promise<Prepared> {
    const statement = await prepared(text);
    if (!generic || Date.now() - statement.at <= genericPlanMaxAgeMs) return statement;
    await forget(text, statement);
    return prepared(text);
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const generic = text.startsWith(GENERIC_PLAN);
    const statement = await current(text, generic);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const own = [protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({})];
    // The setting holds for this statement only: should the statement fail, the RESET after it is
    // skipped, but the failed transaction (the batch's own, when outside one) takes the SET back.
    const parts = generic
      ? [...runBare(await prepared(GENERIC_ON)), ...own, ...runBare(await prepared(GENERIC_OFF))]
      : own;
    try {
      const answer = await send([...parts, protocol.serialize.sync()]);
      return resultsOf<T>(answer, statement.columns, pglite.parsers, options);
    } catch (error) {
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) await forget(text, statement);
      throw error;
    }
  }

  /** The statement run prepared, holding PGlite's query lock as its own `query` does. */
  function runLocked<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return pglite._runExclusiveQuery(() => run<T>(text, params, options));
  }
  const keeps = (text: string, options?: QueryOptions) => text.length <= MAX_PREPARED_TEXT && !options?.blob;

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (!keeps(text, options)) return pglite.query<T>(text, params, options);
      await pglite._checkReady();
      // As PGlite's own query: outside a transaction, and written through to the files after.
      return pglite._runExclusiveTransaction(async () => {
        const result = await runLocked<T>(text, params, options);
        await pglite.syncToFs();
        return result;
      });
    },

    transaction<T>(work: (tx: QueryClient & Pick<Transaction, 'exec' | 'rollback'>) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) =>
        work({
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
            keeps(text, options) ? runLocked<R>(text, params, options) : tx.query<R>(text, params, options),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
        }),
      );
    },
  };
}
