// Starts the e2e server's data folder afresh, before the server starts: a store, keys and
// passback queue left by an earlier run on the same port must not reach this one (scores
// that run left queued were delivered to this run's stand-in LMS and broke its counts).
// With a second folder, copies content/lessons (or the lessons folder given third) there for
// the studio's saves (STUDIO_LESSONS_DIR), so the e2e tests never touch the repository's lessons.
// Usage: node e2e/fresh-data-dir.mjs <dataDir> [<studioLessonsDir> [<lessonsDir>]]
import { cpSync, mkdirSync, rmSync } from "node:fs";

const [dataDir, studioLessons, lessons = "content/lessons"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: node e2e/fresh-data-dir.mjs <dataDir> [<studioLessonsDir> [<lessonsDir>]]");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
if (studioLessons) cpSync(lessons, studioLessons, { recursive: true });
