/**
 * A ToolKeyStore kept in one JSON file (mode 0600) in the data folder, as a stop-gap
 * until lib/store/ holds the keys. The first ring is put in place with a hard link, which
 * never replaces an existing file, so two servers starting together keep the same keys;
 * a rotation writes a temporary file and renames it over the old one. Server-only.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ToolKeyStore } from "./stores";
import type { KeyRing } from "./tool-keys";

export const TOOL_KEYS_FILE = "lti-tool-keys.json";

const Jwk = z.record(z.string(), z.unknown());
const Key = z.object({ kid: z.string(), privateJwk: Jwk, publicJwk: Jwk, createdAt: z.number() });
const Ring = z.object({ current: Key, previous: Key.optional() });

export function fileToolKeyStore(dataDir: string): ToolKeyStore {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, TOOL_KEYS_FILE);
  const temporary = () => {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  };
  const write = (target: string, ring: KeyRing) => {
    writeFileSync(target, `${JSON.stringify(ring)}\n`, { mode: 0o600, flag: "wx" });
    chmodSync(target, 0o600);
  };
  const load = async (): Promise<KeyRing | null> => {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const parsed = Ring.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file} is not a tool key ring; move it away to generate new keys.`);
    return parsed.data as KeyRing;
  };
  return {
    load,
    saveIfAbsent: async (ring) => {
      const tmp = temporary();
      write(tmp, ring);
      try {
        linkSync(tmp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        unlinkSync(tmp);
      }
      return (await load()) ?? ring;
    },
    replace: async (ring) => {
      const tmp = temporary();
      write(tmp, ring);
      renameSync(tmp, file);
    },
  };
}
