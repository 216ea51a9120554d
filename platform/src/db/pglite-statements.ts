import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/** What the server said of a named statement when it was prepared. */
type Statement = {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
};

type Message = {
  name: string;
  fields?: unknown[];
  dataTypeIDs?: number[];
  text?: string;
};

/** A plan cached for a result shape that DDL has since changed (SQLSTATE 0A000 with this text). */
const STALE_RESULT = /cached plan must not change result type/;

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const plainValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  ['string', 'number', 'boolean', 'bigint'].includes(typeof value) ||
  value instanceof Date;

/**
 * PGlite runs each query as six protocol exchanges with the embedded server and plans it afresh
 * (`query`: parse, describe, bind, describe, execute, sync). A text sent a second time becomes a
 * named prepared statement here, and from then on one exchange binds and runs it on its kept plan,
 * as node-postgres does for named statements on PostgreSQL. Answers are the same as `query`'s:
 * rows parsed with the same parsers, errors as PGlite throws them. Transactions' calls use it too.
 * Texts seen once and calls with binary or blob values go the usual way.
 */
export function cacheStatements(pg: PGlite, size = 256) {
  const plain = pg.query.bind(pg);
  const seen = new Set<string>();
  const prepared = new Map<string, Statement>();
  const unpreparable = new Set<string>();
  let next = 0;

  const exclusive = <T>(fn: () => Promise<T>) =>
    pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));

  /** One exchange; inside a transaction the files are synced at its end, as PGlite does. */
  async function exchange(parts: Uint8Array[], inTransaction = false) {
    const { messages } = await pg.execProtocol(concat(parts), { syncToFs: !inTransaction });
    return messages as unknown as Message[];
  }

  async function close(statement: Statement) {
    await exchange([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
  }

  async function prepare(text: string, inTransaction: boolean): Promise<Statement | null> {
    // A full cache makes room outside transactions only (a failed one refuses every message).
    if (inTransaction && prepared.size >= size) return null;
    const name = `pglite_s${(next += 1)}`;
    let messages: Message[];
    try {
      messages = await exchange(
        [
          serialize.parse({ name, text, types: [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ],
        inTransaction,
      );
    } catch {
      // Not one statement, or not valid now (or the transaction failed): `query` reports it as it
      // always has. Only outside a transaction does the failure say something of the text.
      if (!inTransaction) {
        unpreparable.add(text);
        if (unpreparable.size > size * 4) unpreparable.clear();
      }
      return null;
    }
    const params = messages.find((m) => m.name === 'parameterDescription');
    const row = messages.find((m) => m.name === 'rowDescription');
    const statement: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: ((row?.fields ?? []) as { name: string; dataTypeID: number }[]).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      })),
    };
    prepared.set(text, statement);
    if (prepared.size > size) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await close(oldest);
    }
    return statement;
  }

  function results<T>(statement: Statement, messages: Message[], options?: QueryOptions) {
    // Looked up per value rather than merged as `query` merges them: a copy of PGlite's 300-odd
    // parsers for every call costs more than running a kept statement.
    const extra = options?.parsers;
    const { fields } = statement;
    const parse = (value: unknown, i: number) => {
      if (value === null) return null;
      const typeId = fields[i]!.dataTypeID;
      const parser = extra?.[typeId] ?? pg.parsers[typeId] ?? types.parsers[typeId];
      return parser ? parser(value as string, typeId) : value;
    };
    const rows: unknown[] = [];
    let complete: Message | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message.fields ?? []).map(parse);
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])),
        );
      } else if (message.name === 'commandComplete') complete = message;
    }
    const words = complete?.text?.split(' ') ?? [];
    const command = words[0] ?? '';
    const count = parseInt(words[words.length - 1] ?? '', 10);
    const changed = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
    return {
      rows,
      fields,
      ...(complete ? { command } : {}),
      affectedRows: changed && !Number.isNaN(count) ? count : 0,
      ...(complete && !Number.isNaN(count) ? { rowCount: count } : {}),
    } as unknown as Results<T>;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = (await prepare(text, inTransaction)) ?? undefined;
      if (!statement) return null;
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const typeId = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[typeId] ?? pg.serializers[typeId];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await exchange(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ],
        inTransaction,
      );
      return results<T>(statement, messages, options);
    } catch (error) {
      if (!(error instanceof Error) || !STALE_RESULT.test(error.message) || inTransaction)
        throw error;
      // The tables changed under the statement: forget it and answer the usual way.
      prepared.delete(text);
      await close(statement);
      return null;
    }
  }

  /** Whether this call goes through the cache (a text's first sighting is only noted). */
  function cacheable(text: string, params: unknown[], options?: QueryOptions) {
    if (options?.blob || options?.paramTypes || unpreparable.has(text)) return false;
    if (!params.every(plainValue)) return false;
    if (prepared.has(text)) return true;
    if (seen.has(text)) {
      seen.delete(text);
      return true;
    }
    if (seen.size > size * 4) seen.clear();
    seen.add(text);
    return false;
  }

  pg.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!cacheable(text, params, options)) return plain<T>(text, params, options);
    await pg._checkReady();
    const answer = await exclusive(() => run<T>(text, params, options, false));
    return answer ?? plain<T>(text, params, options);
  };

  // Inside a transaction PGlite holds its transaction lock already: calls take the query lock only.
  const transaction = pg.transaction.bind(pg);
  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed || !cacheable(text, params, options))
          return tx.query<R>(text, params, options);
        const answer = await pg._runExclusiveQuery(() => run<R>(text, params, options, true));
        return answer ?? tx.query<R>(text, params, options);
      };
      return callback({
        query,
        sql: tx.sql.bind(tx),
        exec: tx.exec.bind(tx),
        rollback: tx.rollback.bind(tx),
        listen: tx.listen.bind(tx),
        get closed() {
          return tx.closed;
        },
      });
    });
  return pg;
}
