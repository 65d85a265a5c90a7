// The floor every figure is divided by: a hello-world App Router page built by the same
// Next.js from this project's node_modules, in the same run, on the same machine.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Runs `next build` in `cwd`; throws when it fails. */
export function nextBuild(cwd) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const result = spawnSync("npx", ["next", "build"], { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`next build failed in ${cwd}`);
}

/** Writes the bare app below `root` (so it resolves root's node_modules), builds it and returns its folder. */
export function buildBareApp(root) {
  const bare = path.join(root, ".perf", "bare");
  rmSync(bare, { recursive: true, force: true });
  mkdirSync(path.join(bare, "app"), { recursive: true });
  writeFileSync(path.join(bare, "package.json"), '{ "private": true }\n');
  writeFileSync(
    path.join(bare, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    path.join(bare, "app", "layout.js"),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    path.join(bare, "app", "page.js"),
    "export default function Page() { return <main><h1>Hello, world</h1></main>; }\n",
  );
  nextBuild(bare);
  return bare;
}
