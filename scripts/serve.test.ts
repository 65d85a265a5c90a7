import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The production server refuses a bad command line before it loads anything, naming the
// problem and its usage (exit 2), rather than listening somewhere unexpected.
const serve = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/serve.mjs", ...args], { encoding: "utf8", env: { ...process.env, PORT: "" } });

describe("scripts/serve.mjs command line", () => {
  it.each([
    [["-p", "abc"], 'the port must be a whole number from 1 to 65535, not "abc"'],
    [["-p", "70000"], 'the port must be a whole number from 1 to 65535, not "70000"'],
    [["--bogus"], "Unknown option '--bogus'"],
  ])("refuses %j with exit 2, naming the problem and the usage", (args, problem) => {
    const result = serve(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain("usage: node scripts/serve.mjs [-p PORT] [-H HOST]");
  });
});
