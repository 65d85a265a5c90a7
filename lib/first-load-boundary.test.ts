import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(__dirname, "..");

/**
 * The server entry points of a lesson page: the layouts above it, the root's not-found
 * boundary (which every page carries) and its two page routes.
 */
const LESSON_ENTRIES = [
  "app/layout.tsx",
  "app/not-found.tsx",
  "app/(site)/layout.tsx",
  "app/(site)/lessons/[slug]/page.tsx",
  "app/(site)/lessons/[slug]/[part]/page.tsx",
];

/**
 * The client modules a lesson page renders on every load: the islands (each draws its own
 * placeholder, or is handed one, and imports its widget only on intent), the contents' scroll spy, the
 * header's links and theme control, the focus move after a client navigation, the
 * course map at the foot (it reads this browser's progress after hydration), and the
 * class notice (it reads this browser's class membership after hydration).
 */
const RENDERED_CLIENT_MODULES = [
  "components/checkpoint/checkpoint-island.tsx",
  "components/classes/class-notice.tsx",
  "components/kata/kata-island.tsx",
  "components/layout/focus-on-navigation.tsx",
  "components/layout/nav-link.tsx",
  "components/lesson/toc-spy.tsx",
  "components/match/match-island.tsx",
  "components/practice/practice-island.tsx",
  "components/predict/predict-island.tsx",
  "components/progress/course-map-live.tsx",
  "components/sandbox/sandbox-island.tsx",
  "components/theme/theme-toggle.tsx",
];

function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [".tsx", ".ts", "/index.tsx", "/index.ts"]
    .map((ext) => base + ext)
    .find((file) => existsSync(path.join(ROOT, file)));
}

const isClient = (file: string) => /^\s*["']use client["']/.test(readFileSync(path.join(ROOT, file), "utf8"));

/** The specifiers of a file's static value imports (not `import type`, not `import()`). */
function valueSpecifiers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1] ?? "");
}

/** Static value imports of a file, resolved inside the repository. */
function valueImports(file: string): string[] {
  return valueSpecifiers(file)
    .map((specifier) => resolve(specifier, file))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/** Every server module of the tree below `entries` (the client modules it reaches are not entered). */
function serverModulesBelow(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...valueImports(file).filter((imported) => !isClient(imported)));
  }
  return [...seen].sort();
}

/** Every client module the server tree below `entries` imports, where the server/client line is crossed. */
function clientModulesImportedBy(entries: string[]): string[] {
  const reached = serverModulesBelow(entries).flatMap((file) => valueImports(file).filter(isClient));
  return [...new Set(reached)].sort();
}

describe("a lesson page's first-load JS", () => {
  // NOTE: Next puts every client module that a page's server tree imports into that
  // page's first-load JS, rendered or not. The sandbox's placeholder once imported the
  // result panel for its empty state, and with it the model view (a client module): 1.1 kB
  // gzip on every lesson page for a panel that only the live sandbox shows.
  it("carries only the client modules the page renders", () => {
    expect(clientModulesImportedBy(LESSON_ENTRIES)).toEqual(RENDERED_CLIENT_MODULES);
  });
});
