/**
 * Every limit that README or docs/ state for authored files, checked at the limit and one
 * past it against the schema that enforces it. The numbers are written here as the docs
 * write them (docs/authoring.md, docs/exercises.md, docs/sandbox.md), so a schema change
 * that leaves a doc behind fails this test.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { LessonFrontMatter } from "@/lib/content/front-matter";
import { FaultPlanSchema } from "@/lib/envelope/faults";
import { type MatchExercise, MatchExerciseSchema as MatchSchema } from "@/lib/exercises/match/schema";
import { MATCH_STATUSES } from "@/lib/exercises/match/statuses";
import { makeCard, makeCategoriesMatch, makeMatch, matchFile } from "@/lib/exercises/match/test-support";
import { ScenarioSchema } from "@/lib/sandbox/scenarios";

type Case = { field: string; at: unknown; past: unknown };
const chars = (n: number) => "x".repeat(n);

/** Parses `build(at)` and `build(past)`: the first must pass, the second must fail on `field`. */
function expectLimit(schema: z.ZodType, build: (value: unknown) => unknown, { field, at, past }: Case) {
  const ok = schema.safeParse(build(at));
  expect(ok.success, `${field} at its limit: ${ok.error?.message}`).toBe(true);
  const refused = schema.safeParse(build(past));
  expect(refused.success, `${field} past its limit`).toBe(false);
  expect(refused.error?.issues.map((issue) => issue.path.join(".")).join(" ")).toContain(field);
}

describe("limits the docs state", () => {
  const frontMatter = {
    title: "A lesson",
    summary: "What it is about.",
    minutes: 10,
    order: 1,
    objectives: ["One thing."],
    points: [{ id: "one-point", statement: "One point." }],
  };
  it.each<Case>([
    { field: "title", at: chars(120), past: chars(121) },
    { field: "summary", at: chars(300), past: chars(301) },
    { field: "objectives", at: Array(8).fill("An objective."), past: Array(9).fill("An objective.") },
    { field: "points.0.statement", at: chars(200), past: chars(201) },
  ])("lesson front matter: $field (docs/authoring.md)", (limit) => {
    const [key, ...rest] = limit.field.split(".");
    expectLimit(
      LessonFrontMatter,
      (value) => {
        if (rest.length === 0) return { ...frontMatter, [key ?? ""]: value };
        return { ...frontMatter, points: [{ id: "one-point", statement: value }] };
      },
      limit,
    );
  });

  const parts = (n: number, title = "A part") =>
    Array.from({ length: n }, (_, i) => (i === 0 ? { title } : { title: `${title} ${i}`, from: `heading-${i}` }));
  it.each<Case>([
    { field: "parts", at: parts(8), past: parts(9) },
    { field: "parts", at: parts(2), past: parts(1) },
    {
      field: "parts.0.title",
      at: parts(2, chars(78)).map((p, i) => (i === 0 ? { title: chars(80) } : p)),
      past: parts(2).map((p, i) => (i === 0 ? { title: chars(81) } : p)),
    },
  ])("lesson front matter: $field, 2 to 8 parts, titles up to 80 characters (docs/authoring.md)", (limit) => {
    expectLimit(LessonFrontMatter, (value) => ({ ...frontMatter, parts: value }), limit);
  });

  const cards = (n: number) =>
    Array.from({ length: n }, (_, i) => makeCard(`c${i}`, MATCH_STATUSES[i % MATCH_STATUSES.length] ?? "ok"));
  it.each<Case & { build: (value: unknown) => unknown }>([
    { field: "prompt", at: chars(300), past: chars(301), build: (v) => ({ ...makeMatch(), prompt: v }) },
    {
      field: "targets.ok",
      at: chars(120),
      past: chars(121),
      build: (v) => {
        const exercise = makeMatch();
        exercise.categories[0] = { id: "ok", label: "ok", description: v as string };
        return exercise;
      },
    },
    { field: "categories", at: makeCategoriesMatch(2), past: makeCategoriesMatch(1), build: (v) => v },
    { field: "categories", at: makeCategoriesMatch(4), past: makeCategoriesMatch(5), build: (v) => v },
    {
      field: "categories.0.label",
      at: chars(40),
      past: chars(41),
      build: (v) => {
        const exercise = makeCategoriesMatch(2);
        exercise.categories[0] = { id: "k0", label: v as string };
        return exercise;
      },
    },
    {
      field: "categories.0.description",
      at: chars(120),
      past: chars(121),
      build: (v) => {
        const exercise = makeCategoriesMatch(2);
        exercise.categories[0] = { id: "k0", label: "Kind 0", description: v as string };
        return exercise;
      },
    },
    { field: "cards", at: cards(8), past: cards(7), build: (v) => ({ ...makeMatch(), cards: v }) },
    { field: "cards", at: cards(12), past: cards(13), build: (v) => ({ ...makeMatch(), cards: v }) },
    {
      field: "cards.0.text",
      at: chars(140),
      past: chars(141),
      build: (v) => makeMatch([makeCard("c0", "ok", { text: v as string }), ...makeMatch().cards.slice(1)]),
    },
    {
      field: "cards.0.explanation",
      at: chars(600),
      past: chars(601),
      build: (v) => makeMatch([makeCard("c0", "ok", { explanation: v as string }), ...makeMatch().cards.slice(1)]),
    },
    {
      field: "cards.0.misconceptions.timeout",
      at: chars(400),
      past: chars(401),
      build: (v) =>
        makeMatch([makeCard("c0", "ok", { misconceptions: { timeout: v as string } }), ...makeMatch().cards.slice(1)]),
    },
  ])("match.yaml: $field (docs/exercises.md)", ({ build, ...limit }) => {
    expectLimit(MatchSchema, (value) => matchFile(build(value) as MatchExercise), limit);
  });

  const scenario = { id: "a-scenario", title: "A scenario", teaches: ["one-point"], tool: "calculator", args: {} };
  it.each<Case>([
    { field: "title", at: chars(100), past: chars(101) },
    { field: "description", at: chars(400), past: chars(401) },
    { field: "tool", at: chars(64), past: chars(65) },
    { field: "args", at: `"${chars(3998)}"`, past: `"${chars(3999)}"` },
    { field: "timeoutMs", at: 50, past: 49 },
    { field: "timeoutMs", at: 30_000, past: 30_001 },
    { field: "seed", at: 2 ** 32 - 1, past: 2 ** 32 },
  ])("scenarios.yaml: $field (docs/authoring.md, docs/sandbox.md)", (limit) => {
    expectLimit(ScenarioSchema, (value) => ({ ...scenario, [limit.field]: value }), limit);
  });

  it("a throw fault's message: at most 200 characters (docs/sandbox.md)", () => {
    expectLimit(FaultPlanSchema, (message) => ({ weather: { kind: "throw", message } }), {
      field: "weather",
      at: chars(200),
      past: chars(201),
    });
  });
});
