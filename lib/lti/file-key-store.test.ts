import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileToolKeyStore, TOOL_KEYS_FILE } from "./file-key-store";
import { ensureToolKeys, rotateToolKeys } from "./tool-keys";

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), "lti-keys-")), "data");

describe("fileToolKeyStore", () => {
  it("generates the keys into a 0600 file on first start and reads the same ones after a restart", async () => {
    const dir = freshDir();
    const first = await ensureToolKeys(fileToolKeyStore(dir));
    expect(statSync(path.join(dir, TOOL_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect((await ensureToolKeys(fileToolKeyStore(dir))).current.kid).toBe(first.current.kid);
    expect(readdirSync(dir)).toEqual([TOOL_KEYS_FILE]);
  });

  it("keeps the first ring when two starters race, and keeps a rotation", async () => {
    const dir = freshDir();
    const [a, b] = await Promise.all([ensureToolKeys(fileToolKeyStore(dir)), ensureToolKeys(fileToolKeyStore(dir))]);
    const stored = await fileToolKeyStore(dir).load();
    expect([a.current.kid, b.current.kid]).toEqual([stored?.current.kid, stored?.current.kid]);
    const rotated = await rotateToolKeys(fileToolKeyStore(dir));
    expect((await fileToolKeyStore(dir).load())?.previous?.kid).toBe(a.current.kid);
    expect(rotated.current.kid).not.toBe(a.current.kid);
    expect(readdirSync(dir)).toEqual([TOOL_KEYS_FILE]);
  });
});
