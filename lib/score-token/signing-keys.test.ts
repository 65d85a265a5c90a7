import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateSecretFile, SECRET_FILE } from "./secret-file";
import { MIN_SECRET_BYTES, readSigningKeys, SecretConfigError, toKey } from "./signing-keys";
import { randomSecret } from "./test-support";

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), "envelope-lab-secret-")), "data");

describe("readOrCreateSecretFile", () => {
  it("generates 32 random bytes into a 0600 file on first use and reads the same one later", () => {
    const dir = freshDir();
    const first = readOrCreateSecretFile(dir);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    const file = path.join(dir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(readOrCreateSecretFile(dir)).toBe(first);
  });

  it("gives two data folders two different secrets", () => {
    expect(readOrCreateSecretFile(freshDir())).not.toBe(readOrCreateSecretFile(freshDir()));
  });

  it("never replaces a secret another starter already put in place, and leaves no temporary files", () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, SECRET_FILE), "the-other-process-won-this-race-with-its-own-secret\n");
    expect(readOrCreateSecretFile(dir)).toBe("the-other-process-won-this-race-with-its-own-secret");
    expect(readdirSync(dir)).toEqual([SECRET_FILE]);
  });
});

describe("readSigningKeys", () => {
  it("uses CHECKPOINT_SECRET when it is long enough", () => {
    const secret = randomSecret();
    const keys = readSigningKeys({ CHECKPOINT_SECRET: secret, DATA_DIR: freshDir() });
    expect(keys.current).toEqual(toKey(secret));
    expect(keys.verifying).toEqual([toKey(secret)]);
    expect(keys.source).toBe("CHECKPOINT_SECRET");
  });

  it("generates a secret in DATA_DIR when none is set", () => {
    const dir = freshDir();
    const keys = readSigningKeys({ DATA_DIR: dir });
    expect(keys.current).toEqual(toKey(readFileSync(path.join(dir, SECRET_FILE), "utf8").trim()));
  });

  it.each([
    ["an empty", ""],
    ["a short", "abc\n"],
  ])("refuses %s secret file in DATA_DIR instead of signing with it", (_, content) => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, SECRET_FILE), content);
    const read = () => readSigningKeys({ DATA_DIR: dir });
    expect(read).toThrow(SecretConfigError);
    expect(read).toThrow(/must be at least 32.*Delete the file/);
  });

  it("accepts the previous secret for verification only", () => {
    const [secret, previous] = [randomSecret(), randomSecret()];
    const keys = readSigningKeys({ CHECKPOINT_SECRET: secret, CHECKPOINT_SECRET_PREVIOUS: previous });
    expect(keys.current).toEqual(toKey(secret));
    expect(keys.verifying).toEqual([toKey(secret), toKey(previous)]);
  });

  it.each([
    ["blank", "", /is blank/],
    ["spaces", "   ", /is blank/],
    ["short", "x".repeat(MIN_SECRET_BYTES - 1), /is 31 bytes long; it must be at least 32/],
    ["padded", ` ${"x".repeat(40)} `, /whitespace/],
  ])("refuses a %s CHECKPOINT_SECRET and says how to make one", (_, value, reason) => {
    const read = () => readSigningKeys({ CHECKPOINT_SECRET: value, DATA_DIR: freshDir() });
    expect(read).toThrow(SecretConfigError);
    expect(read).toThrow(reason);
    expect(read).toThrow(/randomBytes\(32\)/);
  });

  it("refuses to generate a secret when app servers share a Postgres, naming the variable to set", () => {
    const dir = freshDir();
    const read = () => readSigningKeys({ DATA_DIR: dir, DATABASE_URL: "postgres://db.example/lab" });
    expect(read).toThrow(SecretConfigError);
    expect(read).toThrow(/CHECKPOINT_SECRET is not set, and DATABASE_URL is: every app server .*randomBytes\(32\)/);
    expect(existsSync(dir)).toBe(false);
  });

  it("uses CHECKPOINT_SECRET on a shared Postgres", () => {
    const secret = randomSecret();
    const keys = readSigningKeys({ CHECKPOINT_SECRET: secret, DATABASE_URL: "postgres://db.example/lab" });
    expect(keys.current).toEqual(toKey(secret));
  });

  it("refuses a short previous secret too", () => {
    expect(() => readSigningKeys({ CHECKPOINT_SECRET: randomSecret(), CHECKPOINT_SECRET_PREVIOUS: "old" })).toThrow(
      /CHECKPOINT_SECRET_PREVIOUS is 3 bytes long/,
    );
  });
});
