/**
 * The pieces of e2e/replicas.spec.ts: a database of its own on a Postgres server (the one
 * TEST_DATABASE_URL names, as `npm test` gives the store's tests, else a throwaway one), and
 * app servers started on the production build with `next start`, killed and started again.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { startThrowawayPostgres } from "../scripts/ensure-postgres.mjs";
import { expect } from "./fixtures";

/** A fresh database; `drop` removes it (and stops a throwaway server). */
export async function freshDatabase() {
  let base = process.env.TEST_DATABASE_URL;
  let stopServer = () => {};
  if (!base) {
    const server = await startThrowawayPostgres();
    if (!server.ok) throw new Error(`no Postgres for the replicas: ${server.reason}`);
    base = server.url;
    stopServer = server.stop;
  }
  const name = `replicas_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  return {
    url: url.href,
    /** The passback queue's rows, oldest first. */
    queue: async () =>
      (await db.query("select status, tries, last_error from passback_queue order by id")).rows as {
        status: string;
        tries: number;
        last_error: string | null;
      }[],
    drop: async () => {
      await db.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      stopServer();
    },
  };
}

export type Replica = { name: string; port: number; stop: (signal?: NodeJS.Signals) => void; output: () => string };

/**
 * Starts the build with `next start` on `port` (which must be free) with `env` and only PATH,
 * HOME, TMPDIR and NEXT_DIST_DIR of this process's variables, and resolves once /api/health
 * answers; a server that exits first fails with its output.
 */
export async function startReplica(name: string, port: number, env: Record<string, string>): Promise<Replica> {
  // Whatever answered there would pass for this replica.
  // A server that takes the connection and never answers holds the port all the same.
  const taken = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(10_000) }).then(
    () => true,
    (error: Error) => error.name === "TimeoutError",
  );
  if (taken) throw new Error(`port ${port} for replica ${name} is taken by another server; stop it first`);
  const inherited = Object.fromEntries(
    ["PATH", "HOME", "TMPDIR", "NEXT_DIST_DIR"].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])),
  );
  const child: ChildProcess = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...inherited, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const replica: Replica = {
    name,
    port,
    // The server and the processes npx started, by their process group.
    stop: (signal = "SIGTERM") => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
      }
    },
    output: () => output,
  };
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `${name} exited with ${child.exitCode}:\n${output}`;
        return fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.status,
          () => "not listening yet",
        );
      },
      { message: `replica ${name} becomes healthy`, timeout: 90_000 },
    )
    .toBe(200);
  return replica;
}
