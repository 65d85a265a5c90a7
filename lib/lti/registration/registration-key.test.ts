import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isRegistrationKey, REGISTRATION_KEY_FILE, registrationKey } from "./registration-key";

describe("the registration key", () => {
  it("is generated once into the data folder, private to its owner", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lti-key-"));
    const key = registrationKey({ DATA_DIR: folder });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registrationKey({ DATA_DIR: folder })).toBe(key);
    expect(statSync(path.join(folder, REGISTRATION_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it("is LTI_REGISTRATION_KEY when set, and nothing is written", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "lti-key-")), "data");
    const key = "k".repeat(43);
    expect(registrationKey({ DATA_DIR: folder, LTI_REGISTRATION_KEY: key, DATABASE_URL: "postgres://db/lab" })).toBe(
      key,
    );
    expect(existsSync(folder)).toBe(false);
  });

  it("is never generated where app servers share a Postgres: each would make its own", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lti-key-"));
    expect(() => registrationKey({ DATA_DIR: folder, DATABASE_URL: "postgres://db/lab" })).toThrow(
      /LTI_REGISTRATION_KEY is not set, and DATABASE_URL is/,
    );
  });

  it("refuses an LTI_REGISTRATION_KEY shorter than 32 bytes", () => {
    expect(() => registrationKey({ LTI_REGISTRATION_KEY: "short" })).toThrow(/LTI_REGISTRATION_KEY is 5 bytes long/);
  });

  it("matches only itself", () => {
    expect(isRegistrationKey("abc", "abc")).toBe(true);
    expect(isRegistrationKey("abd", "abc")).toBe(false);
    expect(isRegistrationKey("", "")).toBe(false);
  });
});
