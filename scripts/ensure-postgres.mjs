// Starts a throwaway PostgreSQL server for the store's tests, installing Debian's
// `postgresql` first where it is missing and we are root with apt (as ensure-chromium
// does for the browser). The server lives in a temp folder, listens on a free loopback
// port only, trusts local connections, and is removed by stop().
//
//   node scripts/ensure-postgres.mjs                 start, print TEST_DATABASE_URL, stop on Ctrl-C
//   node scripts/ensure-postgres.mjs -- <command…>   run the command with TEST_DATABASE_URL set, then stop
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DATABASE = "envelope_lab_test";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The folder holding initdb and pg_ctl: Debian's newest version first, then PATH. */
function findBinDir() {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(path.join(debian, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], "bin");
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  const initdb = which.status === 0 ? which.stdout.trim() : "";
  return initdb && existsSync(path.join(path.dirname(initdb), "pg_ctl")) ? path.dirname(initdb) : null;
}

function install() {
  console.log("▶ installing Debian's postgresql (apt-get)");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
  spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], {
    stdio: "inherit",
    env: aptEnv,
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// NOTE: initdb refuses to run as root, so as root every server command runs as the
// `postgres` user that Debian's package creates, in a folder handed over to it.
function asServerUser(command, args) {
  if (!isRoot) return spawnSync(command, args, { encoding: "utf8" });
  if (existsSync("/usr/sbin/runuser") || existsSync("/sbin/runuser")) {
    return spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" });
  }
  const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(" ");
  return spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { encoding: "utf8" });
}

function failure(result, what) {
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-5).join(" | ");
  return `${what} failed (exit ${result.status ?? result.signal}): ${output || result.error?.message || "no output"}`;
}

/**
 * Starts a throwaway server. Resolves to `{ ok: true, url, stop, seconds }` (seconds
 * spent installing and starting; stop may be called more than once) or
 * `{ ok: false, reason }`; never throws.
 * @returns {Promise<{ ok: true, url: string, stop: () => void, seconds: { install: number, start: number } } | { ok: false, reason: string }>}
 */
export async function startThrowawayPostgres() {
  try {
    return await start();
  } catch (error) {
    return { ok: false, reason: `could not start: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function start() {
  const started = Date.now();
  let bin = findBinDir();
  if (!bin && isRoot && existsSync("/usr/bin/apt-get")) {
    install();
    bin = findBinDir();
  }
  const installSeconds = (Date.now() - started) / 1000;
  if (!bin)
    return {
      ok: false,
      reason: "no initdb/pg_ctl found, and postgresql could not be installed (needs root and apt-get)",
    };

  const folder = mkdtempSync(path.join(tmpdir(), "envelope-lab-pg-"));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  if (isRoot) chownSync(folder, ...ownerOf("postgres"));
  const data = path.join(folder, "data");
  const init = asServerUser(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  if (init.status !== 0) {
    remove();
    return { ok: false, reason: failure(init, "initdb") };
  }
  const port = await freePort();
  // fsync off: the data is thrown away, and a busy test machine should not wait on disk.
  const options = `-k ${folder} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const pgCtl = path.join(bin, "pg_ctl");
  const start = asServerUser(pgCtl, ["-D", data, "-l", path.join(folder, "server.log"), "-w", "-o", options, "start"]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    asServerUser(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"]);
    remove();
  };
  if (start.status !== 0) {
    stop();
    return { ok: false, reason: failure(start, "pg_ctl start") };
  }
  const created = asServerUser(path.join(bin, "createdb"), [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-U",
    "postgres",
    DATABASE,
  ]);
  if (created.status !== 0) {
    stop();
    return { ok: false, reason: failure(created, "createdb") };
  }
  return {
    ok: true,
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    stop,
    seconds: { install: installSeconds, start: (Date.now() - started) / 1000 - installSeconds },
  };
}

/** [uid, gid] of a system user, read with `id`. */
function ownerOf(user) {
  const read = (flag) => Number(spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim());
  return [read("-u"), read("-g")];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startThrowawayPostgres();
  if (!server.ok) {
    console.error(`✘ Postgres: ${server.reason}`);
    process.exit(1);
  }
  const { install: installed, start } = server.seconds;
  console.log(`✔ Postgres ready (install ${installed.toFixed(1)} s, start ${start.toFixed(1)} s)`);
  console.log(`TEST_DATABASE_URL=${server.url}`);
  const dashes = process.argv.indexOf("--");
  if (dashes !== -1 && process.argv.length > dashes + 1) {
    const [command, ...args] = process.argv.slice(dashes + 1);
    const run = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: server.url } });
    server.stop();
    process.exit(run.status ?? 1);
  }
  const quit = () => {
    server.stop();
    process.exit(0);
  };
  process.on("SIGINT", quit);
  process.on("SIGTERM", quit);
  setInterval(() => {}, 1 << 30);
}
