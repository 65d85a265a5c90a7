import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SECRET_FILE } from "@/lib/score-token/secret-file";
import { freePort } from "../scripts/perf/next-server.mjs";
import { expect, test } from "./fixtures";

type Exit = { code: number | null; output: string };

/** Starts the production build with `env` and resolves when the server process exits by itself. */
async function startExpectingExit(env: Record<string, string>): Promise<Exit> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "envelope-lab-secret-"));
  return startIn(dataDir, port, env);
}

const started: ChildProcess[] = [];
// A server that wrongly kept serving is stopped with its test, not left behind.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startIn(dataDir: string, port: number, env: Record<string, string>): Promise<Exit> {
  const {
    CHECKPOINT_SECRET: _set,
    CHECKPOINT_SECRET_PREVIOUS: _previous,
    DATABASE_URL: _db,
    ...inherited
  } = process.env;
  const child = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...inherited, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

// Each case is a server that must refuse to start, so it exits by itself; the test's own
// ceiling is what a server that kept serving would cost.
for (const [name, value, says] of [
  ["blank", "", /CHECKPOINT_SECRET is blank/],
  ["only spaces", "     ", /CHECKPOINT_SECRET is blank/],
  ["31 bytes", "x".repeat(31), /CHECKPOINT_SECRET is 31 bytes long; it must be at least 32/],
  ["padded with a space", ` ${"y".repeat(40)}`, /starts or ends with whitespace/],
] as const) {
  test(`the production server refuses a CHECKPOINT_SECRET that is ${name}, exits 1 and says how to make one`, async () => {
    const exit = await startExpectingExit({ CHECKPOINT_SECRET: value });
    expect(exit.code).toBe(1);
    expect(exit.output).toMatch(says);
    expect(exit.output).toContain("randomBytes(32)");
  });
}

test("the production server refuses a generated secret file that was cut short, naming the file and the fix", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "envelope-lab-secret-"));
  writeFileSync(path.join(dataDir, SECRET_FILE), "too-short", { mode: 0o600 });
  const exit = await startIn(dataDir, await freePort(), {});
  expect(exit.code).toBe(1);
  expect(exit.output).toContain(path.join(dataDir, SECRET_FILE));
  expect(exit.output).toMatch(/holds a secret of 9 bytes; it must be at least 32\. Delete the file/);
});

// Several app servers on one Postgres would each generate their own secrets into their own
// data folders (docs/deploy.md): there, both must come from the environment.
const SET = "z".repeat(40);
for (const [missing, env] of [
  ["CHECKPOINT_SECRET", {}],
  ["LTI_REGISTRATION_KEY", { CHECKPOINT_SECRET: SET }],
  ["INSTRUCTOR_SESSION_SECRET", { CHECKPOINT_SECRET: SET, LTI_REGISTRATION_KEY: SET, INSTRUCTOR_KEY: "key" }],
] as const) {
  test(`with DATABASE_URL set, the production server refuses to generate ${missing}, exits 1 and says to set it`, async () => {
    // The refusal comes before the store is opened: no server need listen at this address.
    const exit = await startExpectingExit({ DATABASE_URL: "postgres://127.0.0.1:9/unused", ...env });
    expect(exit.code).toBe(1);
    expect(exit.output).toContain(`${missing} is not set, and DATABASE_URL is`);
  });
}
