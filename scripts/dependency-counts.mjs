/**
 * The counts issue #35 reports, from dependency-cruiser's graph of what `npm run deps`
 * checks: folders under lib/, imports between them, pairs of folders that import each
 * other both ways, and file cycles (groups of files that import one another round a
 * loop). Test code is not in the graph (.dependency-cruiser.cjs says why).
 * Run: npm run deps:counts
 */
import { execFileSync } from "node:child_process";

const json = execFileSync("npm", ["run", "--silent", "deps", "--", "--output-type", "json"], {
  encoding: "utf8",
  maxBuffer: 1 << 28,
});
const modules = JSON.parse(json).modules;

const folderOf = (file) => /^lib\/([^/]+)\//.exec(file)?.[1];
const folders = new Set(modules.map((m) => folderOf(m.source)).filter(Boolean));
const edges = new Set();
for (const m of modules)
  for (const d of m.dependencies) {
    const [from, to] = [folderOf(m.source), folderOf(d.resolved)];
    if (from && to && from !== to) edges.add(`${from} -> ${to}`);
  }
const pairs = [...edges]
  .map((edge) => edge.split(" -> "))
  .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
  .map(([from, to]) => `${from} <-> ${to}`);

// File cycles: strongly connected groups of more than one file (Tarjan's algorithm).
const next = new Map(modules.map((m) => [m.source, m.dependencies.map((d) => d.resolved)]));
const index = new Map();
const low = new Map();
const stack = [];
const cycles = [];
const visit = (file) => {
  index.set(file, index.size);
  low.set(file, index.get(file));
  stack.push(file);
  for (const to of next.get(file) ?? []) {
    if (!next.has(to)) continue;
    if (!index.has(to)) {
      visit(to);
      low.set(file, Math.min(low.get(file), low.get(to)));
    } else if (stack.includes(to)) low.set(file, Math.min(low.get(file), index.get(to)));
  }
  if (low.get(file) !== index.get(file)) return;
  const group = stack.splice(stack.indexOf(file));
  if (group.length > 1) cycles.push(group.sort());
};
for (const file of next.keys()) if (!index.has(file)) visit(file);

console.log(`folders under lib/: ${folders.size}`);
console.log(`imports between them (folder to folder): ${edges.size}`);
console.log(`two-way pairs: ${pairs.length}${pairs.map((pair) => `\n  ${pair}`).join("")}`);
console.log(`file cycles: ${cycles.length}${cycles.map((group) => `\n  ${group.join(", ")}`).join("")}`);
