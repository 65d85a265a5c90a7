import { mkdtempSync, statSync } from "node:fs";
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

  it("matches only itself", () => {
    expect(isRegistrationKey("abc", "abc")).toBe(true);
    expect(isRegistrationKey("abd", "abc")).toBe(false);
    expect(isRegistrationKey("", "")).toBe(false);
  });
});
