import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockFolder, StoreLockedError } from "./folder-lock";

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), "store-lock-")), "store");

describe("lockFolder", () => {
  it("refuses a second live process, naming the holder and the fix, until the first releases", () => {
    const at = folder();
    // process.ppid is a live process other than this one.
    const release = lockFolder(at, process.ppid);
    expect(() => lockFolder(at)).toThrow(StoreLockedError);
    expect(() => lockFolder(at)).toThrow(`open in process ${process.ppid}`);
    release();
    expect(existsSync(`${at}.lock`)).toBe(false);
    lockFolder(at)();
  });

  it("takes over a lock left by a process that has died", () => {
    const at = folder();
    writeFileSync(`${at}.lock`, "999999999");
    const release = lockFolder(at);
    release();
    expect(existsSync(`${at}.lock`)).toBe(false);
  });
});
