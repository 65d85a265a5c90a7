import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLessonWith } from "@/lib/content/lessons";
import { formatProblem } from "@/lib/content/problems";
import { HTML_TAGS, PROSE_TAGS } from "@/lib/content/tags";
import { NO_DRAWS } from "@/lib/exercises/checkpoint/test-support";
import type { Graded, ScoreService } from "@/lib/exercises/score-service";
import { checkAllLessons } from "./check-content";
import { toyKind } from "./fixtures/toy-kind/kind";
import { gradingRoute } from "./grading-route";
import { jsonSchemaOf } from "./json-schemas";
import { lessonTags, loadLesson } from "./lesson-tags";
import { type AnyExerciseKind, EXERCISE_KINDS } from "./registry";

const DIR = path.join(__dirname, "fixtures", "toy-lessons");
const TOY_FILE = "lib/exercise-kinds/fixtures/toy-lessons/quiz/toy.yaml";
/** The one line a new kind adds to registry.ts. */
const WITH_TOY = [...EXERCISE_KINDS, toyKind];
const identity = <T>(items: readonly T[]) => [...items];

describe("the registry", () => {
  it("names each kind by an activity, a tag and a data file of its own, apart from the prose and HTML tags", () => {
    const names = (pick: (kind: AnyExerciseKind) => string) => EXERCISE_KINDS.map(pick);
    for (const pick of [
      (k: AnyExerciseKind) => k.activity,
      (k: AnyExerciseKind) => k.tag,
      (k: AnyExerciseKind) => k.file,
    ])
      expect(new Set(names(pick)).size).toBe(EXERCISE_KINDS.length);
    const taken = [...Object.keys(PROSE_TAGS), ...Object.keys(HTML_TAGS)];
    expect(names((kind) => kind.tag).filter((tag) => taken.includes(tag))).toEqual([]);
  });
});

describe("an exercise kind added as one folder plus one registry line", () => {
  it("is ignored by the content check until it is in the list", async () => {
    const lines = (await checkAllLessons(DIR)).map(formatProblem);
    expect(lines.filter((line) => line.includes("toy.yaml"))).toEqual([]);
  });

  it("has its tag known to the lesson check, the compiler and the pages once listed, and not before", async () => {
    const tagged = "lib/exercise-kinds/fixtures/toy-lessons/tagged/lesson.mdx:14 <Toy>: is not a known tag";
    const unlisted = (await checkAllLessons(DIR)).map(formatProblem);
    expect(unlisted.filter((line) => line.startsWith(tagged))).toHaveLength(1);
    const listed = (await checkAllLessons(DIR, WITH_TOY)).map(formatProblem);
    expect(listed.filter((line) => line.includes("/tagged/"))).toEqual([]);
    expect(lessonTags(WITH_TOY).Toy).toMatchObject({ selfClosing: true, once: true, props: {} });
    // The pages compile with the registry's tags: refused while the toy is not in it.
    await expect(loadLesson("tagged", DIR)).rejects.toThrow(/<Toy>: is not a known tag/);
    expect(await loadLessonWith(lessonTags(WITH_TOY), "tagged", DIR)).toMatchObject({ slug: "tagged" });
  });

  it("gets its sense checks and the tag-or-file rule from the content check once listed", async () => {
    const problems = await checkAllLessons(DIR, WITH_TOY);
    expect(problems.map((problem) => `${problem.severity} ${formatProblem(problem)}`)).toEqual([
      `error ${TOY_FILE}:8 statements #3 › id: "timeout" is already the id of statement 1; give each statement its own id`,
      `warning ${TOY_FILE} (file): is not used: lesson.mdx has no <Toy /> tag; add the tag where the exercise belongs, or delete the file`,
    ]);
  });

  it("serves a public view without the key, grades, and stores attempts through the contract alone", async () => {
    const toy = await toyKind.load("quiz", DIR);
    if (!toy) throw new Error("the toy lesson has a toy.yaml");
    const view = toyKind.publicView("quiz", toy, identity);
    expect(JSON.stringify(view)).not.toContain("answer");
    expect(view.statements.map((statement) => statement.id)).toEqual(["timeout", "invalid-args", "timeout"]);
    const graded = await toyKind.grade(toy, { timeout: true, "invalid-args": true }, { client: "test" });
    expect(graded).toMatchObject({ score: 1, max: 3, passed: false });
    const stored = JSON.parse(JSON.stringify(graded.verdicts));
    expect(toyKind.attempt.verdicts.parse(stored)).toEqual(graded.verdicts);
    expect(Object.keys((jsonSchemaOf(toyKind) as { properties: object }).properties)).toEqual(["statements", "reveal"]);
  });

  it("is graded at its own URL by the one grading route, with the services the route is given", async () => {
    const signed: Graded[] = [];
    const scores: ScoreService = {
      learner: async () => ({
        ok: true,
        learner: {
          previous: async () => ({ ok: true, claims: null }),
          issue: async (graded) => {
            signed.push(graded);
            return { ok: true, token: "signed", attempt: 1, record: { attempt: 1, passed: false } };
          },
          keep: async () => undefined,
          keepPractice: async () => false,
        },
      }),
    };
    const route = gradingRoute(WITH_TOY, {
      scores: () => scores,
      itemKey: () => new Uint8Array(32),
      drawer: () => NO_DRAWS.drawer,
      spendOnce: NO_DRAWS.spendOnce,
      itemBudget: () => 0,
    });
    const call = (handler: typeof route.POST, activity: string, body?: string) =>
      handler(new Request(`http://x/api/lessons/quiz/${activity}`, { method: "POST", body }), {
        params: Promise.resolve({ slug: "quiz", activity }),
      });
    const answers = JSON.stringify({ answers: { timeout: true, "invalid-args": true } });
    const graded = await call(route.POST, "toy", answers);
    expect(graded.status).toBe(200);
    expect(await graded.json()).toEqual({ score: 1, max: 3, token: "signed" });
    expect(signed).toEqual([{ lesson: "quiz", activity: "toy", score: 1, max: 3, passMark: 100 }]);
    expect((await call(route.GET, "toy")).status).toBe(405);
    for (const handler of [route.POST, route.GET]) {
      const unknown = await call(handler, "essay", answers);
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.message).toContain("/api/lessons/quiz/essay");
    }
  });
});
