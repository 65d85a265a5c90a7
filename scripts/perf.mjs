#!/usr/bin/env node
// Prints each route's first-load JS (gzip) next to a bare hello-world page built
// by the same Next.js in the same run, and the ratio between them.
// Usage: npm run perf            (builds both apps)
//        npm run perf -- --no-build   (reuses this app's existing .next)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJs, kB } from "./first-load-js.mjs";

const root = process.cwd();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const build = (cwd) => {
  const result = spawnSync("npx", ["next", "build"], { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`next build failed in ${cwd}`);
};

// A throwaway app that reuses this project's node_modules (it lives below it).
const bare = path.join(root, ".perf", "bare");
rmSync(bare, { recursive: true, force: true });
mkdirSync(path.join(bare, "app"), { recursive: true });
writeFileSync(path.join(bare, "package.json"), '{ "private": true }\n');
writeFileSync(path.join(bare, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
writeFileSync(
  path.join(bare, "app", "layout.js"),
  'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
);
writeFileSync(path.join(bare, "app", "page.js"), "export default function Page() { return <h1>Hello, world</h1>; }\n");

console.log("building the bare hello-world app…");
build(bare);
if (!process.argv.includes("--no-build") || !existsSync(path.join(root, ".next"))) {
  console.log("building Envelope Lab…");
  build(root);
}

const floor = firstLoadJs(bare, "index.html").gzipBytes;
console.log(`\nfirst-load JS, gzip (bare Next ${readNextVersion()} page: ${kB(floor)} kB)`);
console.log("route".padEnd(40), "files".padStart(5), "kB".padStart(8), "ratio".padStart(7));
for (const [route, html] of routes()) {
  const { files, gzipBytes } = firstLoadJs(root, html);
  console.log(
    route.padEnd(40),
    String(files).padStart(5),
    kB(gzipBytes).padStart(8),
    (gzipBytes / floor).toFixed(3).padStart(7),
  );
}

/** Every prerendered page of this app, as [route, html file]. */
function routes() {
  const dir = path.join(root, ".next", "server", "app");
  const found = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".html")) {
        const route = `/${rel.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`;
        found.push([route === "/_not-found" ? "/_not-found (404)" : route, rel]);
      }
    }
  };
  walk("");
  return found.sort();
}

function readNextVersion() {
  return JSON.parse(spawnSync("node", ["-p", "JSON.stringify(require('next/package.json').version)"], { env }).stdout);
}
