import { describe, expect, it } from "vitest";
import { serverScores, serverTokenDeps } from "@/lib/composition-root";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { type QuestionDrawer, seededPart } from "@/lib/exercises/checkpoint/draws";
import type { DrawResponse, GradeResponse } from "@/lib/exercises/checkpoint/handle-post";
import { handleCheckpointPost } from "@/lib/exercises/checkpoint/handle-post";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { createRateLimit } from "@/lib/http/rate-limit";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { randomSecret } from "@/lib/score-token/test-support";
import { drawCheckpointItems, drawSeed, practiceDrawer } from "./checkpoint-draws";
import { CONCEPT_IDS } from "./concept-ids";
import { loadPractice } from "./load";
import { ALL_TEMPLATES, oracleOption as oracleOptionOf, sqlExecutor } from "./test-support";

process.env.CHECKPOINT_SECRET = randomSecret();
const executor = sqlExecutor();
const SLUG = "deadlines-and-retries";
const loaded = await loadCheckpoint(SLUG);
if (!loaded) throw new Error(`${SLUG} has no checkpoint`);
const DRAWS = loadPractice(SLUG)?.checkpoint?.draws ?? 0;

/**
 * A server over the real lesson, with its own record of spent tickets. The item key and the
 * tickets are fixed (a ticket's random part counts up), so the figures printed here are the
 * same on every run.
 */
function server(
  nowMs = Date.now(),
  keyByte = 7,
  changed?: (drawer: QuestionDrawer) => QuestionDrawer,
  slug = SLUG,
  itemBudget: (items: number) => number = () => 0,
) {
  const key = new Uint8Array(32).fill(keyByte);
  let drawn = 0;
  const ticket = (ms: number) => `${String(drawn++).padStart(22, "0")}.${Math.floor(ms / 1000).toString(36)}`;
  const spent = new Set<string>();
  const real = practiceDrawer(
    loadPractice,
    () => key,
    () => executor,
  );
  const drawer = changed ? changed(real) : real;
  const deps = {
    load: loadCheckpoint,
    scores: serverScores,
    drawer,
    spendOnce: async (value: string) => !spent.has(value) && Boolean(spent.add(value)),
    itemBudget,
    now: () => nowMs,
    ticket,
  };
  const post = async <T>(body: unknown) => {
    const request = new Request(`http://test/api/lessons/${slug}/checkpoint`, {
      method: "POST",
      body: JSON.stringify(body),
    });
    const response = await handleCheckpointPost(slug, request, deps);
    return { status: response.status, body: (await response.json()) as T };
  };
  return { key, drawer, post };
}

/** The chance that guesses, right with the given odds each, reach `passMark` percent of them. */
function chanceOfPassing(odds: number[], passMark: number): number {
  // rightOf[k]: the chance of exactly k right so far.
  let rightOf = [1];
  for (const p of odds)
    rightOf = [...rightOf, 0].map((_, k) => (rightOf[k] ?? 0) * (1 - p) + (rightOf[k - 1] ?? 0) * p);
  return rightOf.reduce((sum, chance, k) => (Math.round((100 * k) / odds.length) >= passMark ? sum + chance : sum), 0);
}

const authoredRight = (q: CheckpointQuestion) =>
  q.kind === "order" ? q.steps.map((s) => s.id) : q.options.filter((o) => o.correct).map((o) => o.id);
/** The right answers of `slug`'s authored questions, as a sheet. */
async function authoredKey(slug: string): Promise<Record<string, string[]>> {
  const questions = (await loadCheckpoint(slug))?.checkpoint.questions ?? [];
  return Object.fromEntries(questions.map((q) => [q.id, authoredRight(q)]));
}
const AUTHORED = await authoredKey(SLUG);
/** Every lesson whose checkpoint draws questions. */
const DRAWING = listLessonSlugs().filter((slug) => loadPractice(slug)?.checkpoint);

/** The option a drawn question's call leads to, worked out by the independent oracle from what the browser got. */
const oracleOption = (question: DrawResponse["questions"][number]) => oracleOptionOf(question, executor);

describe("drawSeed", () => {
  it("is the same for the same lesson and ticket, and another when either or the key changes", () => {
    const seed = drawSeed("k".repeat(32), SLUG, "t1");
    expect(drawSeed("k".repeat(32), SLUG, "t1")).toBe(seed);
    const others = [
      drawSeed("k".repeat(32), SLUG, "t2"),
      drawSeed("k".repeat(32), "x", "t1"),
      drawSeed("j".repeat(32), SLUG, "t1"),
    ];
    expect(new Set([seed, ...others]).size).toBe(4);
    expect(drawSeed("k".repeat(32), "a:b", "c")).not.toBe(drawSeed("k".repeat(32), "a", "b:c"));
  });
});

describe("drawCheckpointItems", () => {
  it("asks every concept of the lesson before asking one twice, with no item repeated", async () => {
    const items = await drawCheckpointItems(42, ALL_TEMPLATES(), 10, executor);
    expect(new Set(items.slice(0, 5).map((item) => item.concept))).toEqual(new Set(CONCEPT_IDS));
    expect(new Set(items.map((item) => item.prompt)).size).toBe(10);
    expect(await drawCheckpointItems(42, ALL_TEMPLATES(), 10, executor)).toEqual(items);
  });

  it("refuses to draw from no templates", async () => {
    await expect(drawCheckpointItems(1, [], 3, executor)).rejects.toThrow(/at least one practice template/);
  });
});

describe("a checkpoint that draws questions", () => {
  it("draws the lesson's count for each attempt, with no key in what the browser gets", async () => {
    expect(DRAWS).toBeGreaterThan(0);
    const { status, body } = await server().post<DrawResponse>({ op: "draw" });
    expect(status).toBe(200);
    expect(body.questions).toHaveLength(DRAWS);
    expect(JSON.stringify(body)).not.toMatch(/"correct"|"explanation"|"key"|"step"|"seed"/);
    for (const question of body.questions)
      expect(loaded.sections.has(question.section.id), question.section.id).toBe(true);
  });

  it("grades authored and drawn questions together, once per ticket, and the token names the drawn part's score and the seed the grade can be checked with", async () => {
    const { key, drawer, post } = server();
    const { body: drawn } = await post<DrawResponse>({ op: "draw" });
    const answers = { ...AUTHORED };
    for (const question of drawn.questions) answers[question.id] = [await oracleOption(question)];
    const graded = await post<GradeResponse>({ answers, ticket: drawn.ticket });
    expect(graded.status).toBe(200);
    const max = loaded.checkpoint.questions.length + DRAWS;
    expect(graded.body).toMatchObject({ score: max, max, passed: true });
    const verified = await verifyScoreToken(graded.body.token, serverTokenDeps().keys.verifying, {
      isKnownLesson: () => true,
      nowSeconds: Date.now() / 1000,
    });
    if (!verified.ok) throw new Error(verified.reason);
    // The seed the token names draws the same questions again, with the same key.
    expect(verified.claims.drawn).toEqual({ seed: drawSeed(key, SLUG, drawn.ticket), score: DRAWS, max: DRAWS });
    expect((await drawer.draw(SLUG, drawn.ticket)).seed).toBe(verified.claims.drawn?.seed);
    const again = await post<{ error: { message: string } }>({ answers, ticket: drawn.ticket });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/graded already/);
  });

  it("fails a sheet above the pass mark whose drawn questions are below it: the authored key passes no attempt on its own", async () => {
    const { post } = server();
    const { body: drawn } = await post<DrawResponse>({ op: "draw" });
    const authored = loaded.checkpoint.questions.length;
    const max = authored + DRAWS;
    const { passMark } = loaded.checkpoint;
    // The fewest drawn questions right that lift the whole sheet to the mark, the rest wrong.
    const right = Array.from({ length: DRAWS + 1 }, (_, k) => k).find((k) => (100 * (authored + k)) / max >= passMark);
    if (right === undefined || (100 * right) / DRAWS >= passMark) throw new Error("this lesson cannot show the rule");
    const answers = { ...AUTHORED };
    for (const [at, question] of drawn.questions.entries()) {
      const key = await oracleOption(question);
      answers[question.id] = [at < right ? key : (question.options?.find((o) => o.id !== key)?.id ?? "")];
    }
    const graded = await post<GradeResponse>({ answers, ticket: drawn.ticket });
    expect(graded.status).toBe(200);
    expect(graded.body.percent).toBeGreaterThanOrEqual(passMark);
    expect(graded.body).toMatchObject({
      score: authored + right,
      max,
      passed: false,
      drawn: { score: right, max: DRAWS },
    });
    const verified = await verifyScoreToken(graded.body.token, serverTokenDeps().keys.verifying, {
      isKnownLesson: () => true,
      nowSeconds: Date.now() / 1000,
    });
    if (!verified.ok) throw new Error(verified.reason);
    expect(verified.claims).toMatchObject({
      score: authored + right,
      passed: false,
      drawn: { score: right, max: DRAWS },
    });
  });

  it("refuses a sheet with no ticket or with something of no ticket's shape (400), and one older than a day (409), naming why", async () => {
    const { post } = server();
    const none = await post<{ error: { message: string } }>({ answers: AUTHORED });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/draw them first/);
    const made = await post<{ error: { issues: { path: string }[] } }>({ answers: AUTHORED, ticket: "my-own" });
    expect(made.status).toBe(400);
    expect(made.body.error.issues[0]?.path).toBe("ticket");
    const { body: old } = await server(Date.now() - 25 * 60 * 60 * 1000).post<DrawResponse>({ op: "draw" });
    const late = await post<{ error: { message: string } }>({ answers: AUTHORED, ticket: old.ticket });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/no longer be graded/);
  });

  it("grades a sheet only against the questions its ticket was sealed over, and a refusal spends nothing", async () => {
    const { post } = server(Date.UTC(2026, 11, 1));
    const { body: drawn } = await post<DrawResponse>({ op: "draw" });
    const answers = { ...AUTHORED, ...Object.fromEntries(drawn.questions.map((q) => [q.id, ["choice-1"]])) };
    const refusedWith = async (ticket: string) => {
      const refused = await post<{ error: { message: string } }>({ answers, ticket });
      expect(refused.status, ticket).toBe(409);
      expect(refused.body.error.message).toMatch(/the app was updated since they were drawn/);
    };
    // A ticket from before tickets were sealed, and one whose seal was altered.
    await refusedWith(seededPart(drawn.ticket));
    const seal = drawn.ticket.slice(-11);
    await refusedWith(`${seededPart(drawn.ticket)}.${seal.startsWith("A") ? "B" : "A"}${seal.slice(1)}`);
    // A server whose generator now words the first question otherwise, with the same key and clock.
    const reworded = server(Date.UTC(2026, 11, 1), 7, (real) => ({
      ...real,
      draw: async (slug, ticket) => {
        const questions = await real.draw(slug, ticket);
        const [first, ...rest] = questions.questions;
        return { ...questions, questions: first ? [{ ...first, prompt: `${first.prompt} ` }, ...rest] : rest };
      },
    }));
    const stale = await reworded.post<{ error: { message: string } }>({ answers, ticket: drawn.ticket });
    expect(stale.status).toBe(409);
    // None of these spent the draw: the ticket as handed out is graded.
    expect((await post<GradeResponse>({ answers, ticket: drawn.ticket })).status).toBe(200);
  });

  it("refuses a draw, and the grading of a drawn sheet, past the client's budget of items with 429, spending nothing", async () => {
    let seconds = 0;
    const limit = createRateLimit({ burst: 2 * DRAWS, perSecond: 1, now: () => seconds * 1000 });
    const { post } = server(Date.now(), 7, undefined, SLUG, (items) => limit.take("one client", items));
    const first = await post<DrawResponse>({ op: "draw" });
    expect((await post<DrawResponse>({ op: "draw" })).status).toBe(200);
    // The budget is spent: a third draw waits the DRAWS seconds that earn its questions back.
    const refused = await post<{ error: { message: string } }>({ op: "draw" });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain(`try again in ${DRAWS} seconds`);
    // Grading draws the questions again, so the sheet waits too, and its ticket is not spent.
    const answers = { ...AUTHORED };
    for (const question of first.body.questions) answers[question.id] = [await oracleOption(question)];
    expect((await post({ answers, ticket: first.body.ticket })).status).toBe(429);
    seconds += DRAWS;
    const graded = await post<GradeResponse>({ answers, ticket: first.body.ticket });
    expect(graded.status).toBe(200);
    expect(graded.body.score).toBe(graded.body.max);
  });

  it.each(DRAWING)(
    "makes the full key of attempt 1 worth chance on attempt 2's drawn questions of %s, by letter and by words",
    async (slug) => {
      const ATTEMPTS = 100;
      // A fixed clock too, since a ticket carries its time.
      const { post } = server(Date.UTC(2026, 11, 1), 7, undefined, slug);
      const authored = await authoredKey(slug);
      const draws = loadPractice(slug)?.checkpoint?.draws ?? 0;
      const prompts = new Set<string>();
      let drawnQuestions = 0;
      const remember = (questions: DrawResponse["questions"]) => {
        for (const question of questions) prompts.add(question.prompt);
        drawnQuestions += questions.length;
      };
      const replayed = { letter: 0, words: 0 };
      const passedBy = { letter: 0, words: 0 };
      let chance = 0;
      let chancePasses = 0;
      for (let learner = 0; learner < ATTEMPTS; learner++) {
        // Attempt 1: every drawn question answered right, its key written down as a letter and as words.
        const { body: first } = await post<DrawResponse>({ op: "draw" });
        remember(first.questions);
        const key: Record<string, string[]> = { ...authored };
        const words: Record<string, string | undefined> = {};
        for (const question of first.questions) {
          const right = await oracleOption(question);
          key[question.id] = [right];
          words[question.id] = question.options?.find((o) => o.id === right)?.text;
        }
        const firstGrade = await post<GradeResponse>({ answers: key, ticket: first.ticket });
        expect(firstGrade.body.score).toBe(firstGrade.body.max);
        // Attempt 2, twice: a new draw answered with the same letters, another with the same words.
        for (const by of ["letter", "words"] as const) {
          const { body: second } = await post<DrawResponse>({ op: "draw" });
          remember(second.questions);
          const sheet: Record<string, string[]> = { ...authored };
          for (const question of second.questions) {
            const options = question.options ?? [];
            const pick =
              by === "letter"
                ? options.find((o) => o.id === key[question.id]?.[0])
                : options.find((o) => o.text === words[question.id]);
            sheet[question.id] = [(pick ?? options[0])?.id ?? ""];
          }
          const graded = await post<GradeResponse>({ answers: sheet, ticket: second.ticket });
          expect(graded.status).toBe(200);
          const drawnIds = new Set(second.questions.map((q) => q.id));
          replayed[by] += graded.body.questions.filter((q) => drawnIds.has(q.id) && q.correct).length;
          if (graded.body.passed) passedBy[by] += 1;
          if (by === "letter") {
            const odds = second.questions.map((q) => 1 / (q.options?.length ?? 1));
            chance += odds.reduce((sum, p) => sum + p, 0);
            chancePasses += chanceOfPassing(odds, graded.body.passMark);
          }
        }
      }
      const questions = ATTEMPTS * draws;
      const expected = chance / questions;
      const [byLetter, byWords] = [replayed.letter / questions, replayed.words / questions];
      console.log(
        `checkpoint harvest of ${slug}: ${questions} drawn questions a way; chance ${expected.toFixed(3)}, replayed letters ${byLetter.toFixed(3)}, replayed words ${byWords.toFixed(3)}`,
      );
      // Four standard errors of a binomial at chance: a leak (a repeated draw or key) is far above.
      const margin = 4 * Math.sqrt((expected * (1 - expected)) / questions);
      // Nearly every question is new: a draw that repeated questions would carry their keys over.
      console.log(`distinct questions: ${prompts.size} of ${drawnQuestions}`);
      expect(prompts.size).toBeGreaterThan(0.9 * drawnQuestions);
      expect(Math.abs(byLetter - expected)).toBeLessThan(margin);
      expect(Math.abs(byWords - expected)).toBeLessThan(margin);
      // And the whole copied sheet passes as often as guessing the drawn questions would.
      const passRate = chancePasses / ATTEMPTS;
      const passMargin = 4 * Math.sqrt((passRate * (1 - passRate)) / ATTEMPTS);
      console.log(
        `copied sheets passed: ${passedBy.letter} by letters, ${passedBy.words} by words, of ${ATTEMPTS} each; guessing passes ${(100 * passRate).toFixed(1)}%`,
      );
      expect(passedBy.letter / ATTEMPTS).toBeLessThan(passRate + passMargin);
      expect(passedBy.words / ATTEMPTS).toBeLessThan(passRate + passMargin);
    },
    300_000,
  );
});
