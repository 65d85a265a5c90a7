// The floor every figure is divided by: a hello-world App Router page built by the same
// Next.js from this project's node_modules, in the same run, on the same machine.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Runs `next build` in `cwd`; throws when it fails. */
export function nextBuild(cwd) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const result = spawnSync("npx", ["next", "build"], { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`next build failed in ${cwd}`);
}

/**
 * Writes the bare app in a folder of its own outside the project, builds it and returns the
 * folder. NOTE: built below the project, it picked up the project's proxy.ts and
 * instrumentation.ts (Turbopack looks for them from its root, which had to be the project to
 * reach node_modules), so the floor ran our proxy and opened our store. Outside, it reaches
 * the project's node_modules through a link, and its Turbopack root is the two folders'
 * common ancestor, which holds no proxy.ts.
 */
export function buildBareApp(root) {
  const bare = path.join(tmpdir(), "envelope-lab-perf-bare");
  rmSync(bare, { recursive: true, force: true });
  mkdirSync(path.join(bare, "app"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(bare, "node_modules"), "dir");
  writeFileSync(path.join(bare, "package.json"), '{ "private": true }\n');
  writeFileSync(
    path.join(bare, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(commonAncestor(root, bare))} } };\n`,
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

/** The deepest folder holding both absolute paths. */
function commonAncestor(a, b) {
  const one = a.split(path.sep);
  const two = b.split(path.sep);
  let i = 0;
  while (i < one.length && one[i] === two[i]) i++;
  return one.slice(0, i).join(path.sep) || path.sep;
}
