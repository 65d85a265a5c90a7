/**
 * Benchmarks drawing practice items as the endpoint does (docs/practice.md, "Cost"): per
 * concept of each lesson with practice, 300 draws from fixed seeds, each a template drawn
 * from the seed and the item keyed by running the engine on the virtual clock; then a
 * checkpoint attempt's draw for each lesson whose checkpoint draws questions.
 * Run: npx tsx scripts/bench-practice.ts
 */
import os from "node:os";
import { listLessons } from "../lib/content/lessons";
import { percentile } from "../lib/envelope/index";
import { practiceDrawer } from "../lib/practice/checkpoint-draws";
import { loadPractice } from "../lib/practice/load";
import { practiceExecutor, practiceItem } from "../lib/practice/serve";

const DRAWS = 300;

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`);
  const executor = practiceExecutor();
  const first = loadPractice("error-envelope")?.templates ?? [];
  const cold = performance.now();
  // The process's first database item loads sql.js and opens the sample shop; it is
  // reported apart from the rest (seed 7919 draws a database call).
  await practiceItem(7919, first, "status", executor);
  console.log(
    `first database draw of the process (loads sql.js, opens the shop): ${(performance.now() - cold).toFixed(1)} ms`,
  );
  for (const { slug } of listLessons()) {
    const templates = loadPractice(slug)?.templates;
    if (!templates) continue;
    for (const concept of [...new Set(templates.map((t) => t.concept))]) {
      const times: number[] = [];
      for (let i = 1; i <= DRAWS; i++) {
        const start = performance.now();
        await practiceItem(i * 7919, templates, concept, executor);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const fmt = (p: number) => (percentile(times, p) ?? Number.NaN).toFixed(1);
      console.log(`${slug} ${concept}: ${DRAWS} draws, p50 ${fmt(50)} ms, p99 ${fmt(99)} ms, max ${fmt(100)} ms`);
    }
  }
  // A checkpoint attempt's draw, as `{ "op": "draw" }` makes it: every question of the attempt at once.
  const drawer = practiceDrawer(
    loadPractice,
    () => new Uint8Array(32).fill(7),
    () => executor,
  );
  for (const { slug } of listLessons()) {
    const count = drawer.count(slug);
    if (count === 0) continue;
    const times: number[] = [];
    for (let i = 1; i <= DRAWS / 3; i++) {
      const start = performance.now();
      await drawer.draw(slug, `bench-${i}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const fmt = (p: number) => (percentile(times, p) ?? Number.NaN).toFixed(1);
    console.log(
      `${slug} checkpoint: ${times.length} draws of ${count} questions, p50 ${fmt(50)} ms, p99 ${fmt(99)} ms, max ${fmt(100)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
