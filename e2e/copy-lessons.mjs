// Copies content/lessons to the folder given, replacing what was there, before the e2e
// server starts: the studio's saves in the e2e tests land in that copy (STUDIO_LESSONS_DIR),
// never in the repository's lessons.
import { cpSync, rmSync } from "node:fs";

const target = process.argv[2];
if (!target) throw new Error("usage: node e2e/copy-lessons.mjs <folder>");
rmSync(target, { recursive: true, force: true });
cpSync("content/lessons", target, { recursive: true });
