import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { DrawResponse } from "@/lib/exercises/checkpoint/handle-post";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { randomSecret } from "@/lib/score-token/test-support";
import { POST } from "./route";

// The routes sign with the process's keys; this run gets a random secret of its own.
process.env.CHECKPOINT_SECRET = randomSecret();

type Endpoint = "checkpoint" | "match" | "practice";

// Each request comes from an address of its own, as from many learners: one address would
// spend its budget of generated items (lib/http/rate-limit.ts) and be answered 429.
let sent = 0;
const send = (endpoint: Endpoint, slug: string, body: string) =>
  POST(
    new Request(`http://localhost/api/lessons/x/${endpoint}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "x-forwarded-for": `10.0.${(++sent >> 8) & 255}.${sent & 255}` },
    }),
    { params: Promise.resolve({ slug, activity: endpoint }) },
  );

// Bodies shaped like the real ones, plain JSON, and garbage text.
const nearlyRight = fc.record(
  {
    answers: fc.dictionary(fc.string({ maxLength: 20 }), fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 })),
    placements: fc.dictionary(fc.string({ maxLength: 20 }), fc.constantFrom("ok", "timeout", null, 3)),
    reveal: fc.anything(),
    learner: fc.anything(),
    previousToken: fc.string(),
    op: fc.constantFrom("draw", "answer", "grade", 1),
    concept: fc.constantFrom("status", "step", "retry", "", null),
    ticket: fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[A-Za-z0-9_-]{22}$/)),
    answer: fc.oneof(fc.constantFrom("ok", "timeout", "success"), fc.anything()),
  },
  { requiredKeys: [] },
);
const garbage = fc.oneof(
  nearlyRight.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: "binary", maxLength: 300 }),
);
const slug = fc.oneof(
  { arbitrary: fc.constant("error-envelope"), weight: 4 },
  fc.constant("no-such-lesson"),
  fc.string({ maxLength: 30 }),
);

/** Stands for the ticket of a draw made just before the body is sent (withFreshDraw): a graded ticket is spent. */
const FRESH_DRAW = "(a fresh draw's ticket)";

/**
 * A checkpoint sheet with a ticket drawn now for `slug` and its drawn questions answered with
 * their first option; unchanged when `slug` draws nothing (its ticket then stays unusable).
 */
async function withFreshDraw(slug: string, body: string): Promise<string> {
  const drawn = await send("checkpoint", slug, '{"op":"draw"}');
  if (drawn.status !== 200) return body;
  const { ticket, questions } = (await drawn.json()) as DrawResponse;
  const sheet = JSON.parse(body);
  const picks = Object.fromEntries(questions.map((q) => [q.id, [q.options?.[0]?.id ?? ""]]));
  return JSON.stringify({ ...sheet, ticket, answers: { ...sheet.answers, ...picks } });
}

/** Bodies that grade (a complete sheet, or no placements yet) with random token fields, so signing runs too. */
function gradable(endpoint: Endpoint, sheet: Record<string, string[]>) {
  const extras = fc.record(
    {
      learner: fc.oneof({ arbitrary: fc.constant({ objectType: "Agent", name: "Ada" }), weight: 3 }, fc.anything()),
      previousToken: fc.oneof(fc.string({ maxLength: 50 }), fc.constant("eyJhbGciOiJIUzI1NiJ9.e30.x")),
    },
    { requiredKeys: [] },
  );
  if (endpoint === "practice") {
    // A draw, or an answer to a ticket this server never gave (any 22 characters are a ticket's shape).
    const draw = fc.record({ op: fc.constant("draw"), concept: fc.constantFrom("status", "step", "model-message") });
    const answer = fc.record({
      op: fc.constant("answer"),
      concept: fc.constantFrom("status", "step", "model-message"),
      ticket: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      answer: fc.constantFrom("ok", "timeout", "invalid_args", "tool_error", "success", "validation"),
    });
    return fc.oneof(draw, answer).map((body) => JSON.stringify(body));
  }
  const base = endpoint === "checkpoint" ? { answers: sheet, ticket: FRESH_DRAW } : { placements: {} };
  return extras.map((extra) => JSON.stringify({ ...base, ...extra }));
}

describe("grading endpoints under random bodies", () => {
  const sheet: Record<string, string[]> = {};
  beforeAll(async () => {
    const loaded = await loadCheckpoint("error-envelope");
    for (const question of loaded?.checkpoint.questions ?? []) {
      const items = question.kind === "order" ? question.steps : question.options.slice(0, 1);
      sheet[question.id] = items.map((item) => item.id);
    }
  }, 60_000);

  it("never answer with a 5xx, and always answer JSON", async () => {
    const seen = new Map<string, number>();
    const request = fc
      .constantFrom<Endpoint>("checkpoint", "match", "practice")
      .chain((endpoint) =>
        fc.tuple(fc.constant(endpoint), slug, fc.oneof(garbage, { arbitrary: gradable(endpoint, sheet), weight: 2 })),
      );
    await fc.assert(
      fc.asyncProperty(request, async ([endpoint, s, body]) => {
        const response = await send(endpoint, s, body.includes(FRESH_DRAW) ? await withFreshDraw(s, body) : body);
        const key = `${endpoint} ${response.status}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toMatch(/application\/json/);
      }),
      { numRuns: 900 },
    );
    console.info("grading status histogram:", Object.fromEntries([...seen].sort()));
    // Not a pass by luck: every endpoint answered, refused bodies and refused unknown lessons.
    const expected = ["200", "400", "404"].flatMap((status) =>
      ["checkpoint", "match", "practice"].map((e) => `${e} ${status}`),
    );
    for (const key of expected) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(5);
    }
  }, 60_000);
});
