/**
 * A Kysely dialect for PGlite (Postgres compiled to WebAssembly, in this process).
 * NOTE: written here because the published adapters did not fit: kysely-pglite-dialect
 * declares PGlite up to 0.4 as its peer (npm refuses 0.5 without --legacy-peer-deps),
 * and kysely-pglite brings a code-generation CLI with it. Postgres's adapter, query
 * compiler and introspector are reused as they are; only the driver is new.
 */
import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.pglite);
  createQueryCompiler = () => new PostgresQueryCompiler();
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take Kysely<any> here
  createIntrospector = (db: Kysely<any>) => new PostgresIntrospector(db);
}

/**
 * PGlite is one session, so its one connection is lent to one holder at a time: a
 * transaction keeps it from BEGIN to COMMIT, and everyone else waits in line. Without
 * this, a query from elsewhere in the process would run inside someone's transaction.
 */
class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release: () => void = () => {};
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    const access = settings.accessMode ? ` ${settings.accessMode}` : "";
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    await this.queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const changed = result.affectedRows;
    const writes = /^\s*(insert|update|delete|merge)/i.test(compiled.sql);
    return {
      rows: result.rows,
      numAffectedRows: writes && changed !== undefined ? BigInt(changed) : undefined,
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the store never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGliteDialect does not stream query results");
  }
}
