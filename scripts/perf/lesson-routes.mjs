// The lesson routes of a build: every lesson's first page and each later part, read from
// the prerendered files, so the perf run follows however the authors cut their lessons.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Routes such as /lessons/<slug> and /lessons/<slug>/<part>, in a stable order: each lesson's parts after it. */
export function lessonRoutes(appDir) {
  const dir = path.join(appDir, ".next", "server", "app", "lessons");
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir);
  const slugs = names.filter((name) => name.endsWith(".html")).map((name) => name.slice(0, -".html".length));
  return slugs.sort().flatMap((slug) => {
    const partsDir = path.join(dir, slug);
    const parts = existsSync(partsDir)
      ? readdirSync(partsDir)
          .filter((name) => name.endsWith(".html"))
          .map((name) => `/lessons/${slug}/${name.slice(0, -".html".length)}`)
      : [];
    return [`/lessons/${slug}`, ...parts.sort()];
  });
}
