import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverScores, serverTokenDeps } from "@/lib/composition-root";
import { makeLtiGrading, makeSession } from "@/lib/lti/grading-test-support";
import { scoreService } from "@/lib/lti/score-service";
import { parseSandboxQuery } from "@/lib/sandbox/sandbox-state";
import { randomSecret } from "@/lib/score-token/test-support";
import type { PracticeItem } from "./generate";
import { type AnswerResponse, type DrawResponse, handlePracticePost, type PracticeDeps } from "./handle-post";
import { practiceKind } from "./kind";
import { loadPractice } from "./load";
import { practiceSeed } from "./serve";
import { rederiveKey, sqlExecutor } from "./test-support";

process.env.CHECKPOINT_SECRET = randomSecret();
const executor = sqlExecutor();
const deps = (key = new Uint8Array(randomBytes(32)), tickets?: string[]): PracticeDeps => ({
  load: loadPractice,
  key: () => key,
  executor: () => executor,
  scores: serverScores,
  itemBudget: () => 0,
  ...(tickets && { ticket: () => tickets.shift() ?? "no-ticket-left" }),
});
const request = (slug: string, body: unknown) =>
  new Request(`http://test/api/lessons/${slug}/practice`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const post = async (slug: string, body: unknown, using: PracticeDeps) => {
  const response = await handlePracticePost(slug, request(slug, body), using);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const draw = async (concept: string, using: PracticeDeps, slug = "error-envelope", ltiSession?: string) =>
  (await post(slug, { op: "draw", concept, ltiSession }, using)).body as unknown as DrawResponse;
const answer = async (concept: string, ticket: string, choice: string, using: PracticeDeps, slug = "error-envelope") =>
  (await post(slug, { op: "answer", concept, ticket, answer: choice }, using)).body as unknown as
    | AnswerResponse
    | { error: { message: string } };

/** The key the independent oracle finds for a drawn item, from what the browser was shown alone. */
const oracleKey = ({ item }: DrawResponse) =>
  rederiveKey(
    { ...item, seed: 0, key: "", step: "success", scenario: { ...item.scenario, seed: 0 } } as PracticeItem,
    executor,
  );

describe("handlePracticePost", () => {
  it("draws an item that shows no key, step or seed, with a fresh ticket each time", async () => {
    const using = deps();
    const first = await draw("status", using);
    const second = await draw("status", using);
    expect(first.ticket).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.ticket).not.toBe(second.ticket);
    expect(Object.keys(first.item).sort()).toEqual(["ask", "choices", "concept", "lesson", "prompt", "scenario"]);
    expect(first.item.scenario).not.toHaveProperty("seed");
    expect(JSON.stringify(first)).not.toMatch(/"(key|step|seed)"/);
  });

  it("answers a draw or an answer past the client's budget with 429 and Retry-After, and makes no item", async () => {
    const asked: number[] = [];
    const over: PracticeDeps = {
      ...deps(),
      executor: () => {
        throw new Error("no item may be made past the budget");
      },
      itemBudget: (items) => {
        asked.push(items);
        return 4;
      },
    };
    for (const body of [
      { op: "draw", concept: "status" },
      { op: "answer", concept: "status", ticket: "A".repeat(22), answer: "ok" },
    ]) {
      const response = await handlePracticePost("error-envelope", request("error-envelope", body), over);
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("4");
    }
    expect(asked).toEqual([1, 1]);
  });

  it("judges the oracle's answer right and any other choice wrong, naming the key and the deciding step", async () => {
    for (const concept of ["status", "step", "model-message"]) {
      const using = deps();
      const drawn = await draw(concept, using);
      const key = await oracleKey(drawn);
      const right = (await answer(concept, drawn.ticket, key, using)) as AnswerResponse;
      expect(right).toMatchObject({ right: true, key });
      expect(right.keyText).toBe(drawn.item.choices.find((choice) => choice.id === key)?.text);
      const other = drawn.item.choices.find((choice) => choice.id !== key)?.id ?? "";
      const wrong = (await answer(concept, drawn.ticket, other, using)) as AnswerResponse;
      expect(wrong).toMatchObject({ right: false, key, step: right.step });
    }
  });

  it("draws the same item for a ticket on any server with the same key, and another under another key", async () => {
    const key = new Uint8Array(randomBytes(32));
    const one = await draw("status", deps(key, ["A".repeat(22)]));
    const replica = await draw("status", deps(key, ["A".repeat(22)]));
    expect(replica).toEqual(one);
    const elsewhere = await Promise.all(
      ["B", "C", "D"].map(async () => (await draw("status", deps(undefined, ["A".repeat(22)]))).item),
    );
    expect(elsewhere.some((item) => JSON.stringify(item) !== JSON.stringify(one.item))).toBe(true);
  });

  it("links a single call to the sandbox with the call the engine keyed, and a retried one nowhere", async () => {
    const using = deps();
    const single = await draw("status", using);
    const verdict = (await answer("status", single.ticket, single.item.choices[0]?.id ?? "", using)) as AnswerResponse;
    const query = Object.fromEntries(new URL(verdict.sandbox ?? "", "http://x").searchParams);
    const { state, notices } = parseSandboxQuery(query);
    expect(notices).toEqual([]);
    const { tool, args, timeoutMs, faults } = single.item.scenario;
    expect({ tool, args: JSON.parse(state.args), timeoutMs: state.timeoutMs, faults: state.faults }).toEqual({
      tool,
      args,
      timeoutMs,
      faults,
    });
    const lesson = "deadlines-and-retries";
    const retried = await draw("retry", using, lesson);
    const choice = retried.item.choices[0]?.id ?? "";
    const loop = (await answer("retry", retried.ticket, choice, using, lesson)) as AnswerResponse;
    expect(loop.sandbox).toBeNull();
  });

  it("grades through the kind's contract from the seed a ticket stands for, as the endpoint judged it", async () => {
    const key = new Uint8Array(randomBytes(32));
    const using = deps(key);
    const drawn = await draw("step", using);
    const choice = drawn.item.choices[1]?.id ?? "";
    const verdict = (await answer("step", drawn.ticket, choice, using)) as AnswerResponse;
    const seed = practiceSeed(key, "error-envelope", "step", drawn.ticket);
    const loaded = loadPractice("error-envelope");
    if (!loaded) throw new Error("error-envelope has practice.yaml");
    const graded = await practiceKind.grade(loaded, { concept: "step", seed, answer: choice }, { client: "test" });
    const { sandbox, ...judged } = verdict;
    expect(graded).toEqual({ score: judged.right ? 1 : 0, max: 1, passed: judged.right, verdicts: judged });
  });

  it("keeps an answer sent under a session in the learner's course once per ticket, and says so", async () => {
    const lti = await makeLtiGrading(Date.now());
    const using = { ...deps(), scores: () => scoreService(serverTokenDeps(), lti.lti) };
    const course = { context: { id: "course-9", title: "Agents" } };
    const ltiSession = await lti.sign(makeSession({ ...course, target: { slug: "error-envelope" } }));
    const drawn = await draw("status", using, "error-envelope", ltiSession);
    const choice = drawn.item.choices[0]?.id ?? "";
    const body = { op: "answer", concept: "status", ticket: drawn.ticket, answer: choice, ltiSession };
    const first = (await post("error-envelope", body, using)).body;
    expect(first.kept).toBe(true);
    expect((await post("error-envelope", body, using)).body.kept).toBe(false);
    expect(lti.practised).toHaveLength(1);
    expect(lti.practised[0]?.answer).toEqual({
      concept: "status",
      ticket: drawn.ticket,
      seed: expect.any(Number),
      right: first.right,
    });
    // Without a session nothing is kept, and the verdict carries no word on it.
    const alone = await draw("status", using);
    // One of this item's own choices: another item's may not be among them (its choices are drawn too).
    const own = { ticket: alone.ticket, answer: alone.item.choices[0]?.id ?? "" };
    const anonymous = await post("error-envelope", { ...body, ...own, ltiSession: undefined }, using);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).not.toHaveProperty("kept");
    // A session without a course has nowhere to keep it; one for another widget is refused as grading refuses it.
    const courseless = await lti.sign(makeSession({ target: { slug: "error-envelope" } }));
    expect((await post("error-envelope", { ...body, ltiSession: courseless }, using)).body.kept).toBe(false);
    const elsewhere = await lti.sign(
      makeSession({ ...course, target: { slug: "error-envelope", widget: "checkpoint" } }),
    );
    expect((await post("error-envelope", { ...body, ltiSession: elsewhere }, using)).status).toBe(403);
    expect((await post("error-envelope", { ...body, ltiSession: "forged" }, using)).status).toBe(401);
    expect(lti.practised).toHaveLength(1);
  });

  it("binds a draw under a session to its learner: a key read from an anonymous answer to the same ticket is worth chance", async () => {
    const TICKETS = 40;
    const tickets = Array.from({ length: TICKETS }, (_, i) => String(i).padStart(22, "0"));
    const lti = await makeLtiGrading(Date.now());
    const using = {
      ...deps(new Uint8Array(32).fill(3), tickets),
      scores: () => scoreService(serverTokenDeps(), lti.lti),
    };
    const context = { id: "course-9", title: "Agents" };
    const ltiSession = await lti.sign(makeSession({ context, target: { slug: "error-envelope" } }));
    let replayedRight = 0;
    for (let i = 0; i < TICKETS; i++) {
      const { ticket, item } = await draw("status", using, "error-envelope", ltiSession);
      // The anonymous peek: the first of the learner's choices the ticket's anonymous item also offers.
      let key: string | undefined;
      for (const choice of item.choices) {
        const peek = await post(
          "error-envelope",
          { op: "answer", concept: "status", ticket, answer: choice.id },
          using,
        );
        if (peek.status === 200) {
          key = (peek.body as unknown as AnswerResponse).key;
          break;
        }
      }
      const sent = { op: "answer", concept: "status", ticket, answer: key ?? item.choices[0]?.id, ltiSession };
      if ((await post("error-envelope", sent, using)).body.right === true) replayedRight++;
    }
    // Unbound, every replayed key would be right (40 of 40); bound, about one in three is, or fewer.
    console.log(`replayed anonymous keys right under the session: ${replayedRight} of ${TICKETS}`);
    expect(replayedRight).toBeLessThan(TICKETS / 2);
  });

  it("refuses what it cannot serve with a 4xx that says why", async () => {
    const using = deps();
    const { ticket } = await draw("status", using);
    const cases: [string, unknown, number, RegExp][] = [
      ["no-such-lesson", { op: "draw", concept: "status" }, 404, /no practice/],
      ["the-last-mile", { op: "draw", concept: "status" }, 400, /practises .*not status/],
      ["error-envelope", { op: "draw", concept: "deadline" }, 400, /practises .*not deadline/],
      ["error-envelope", { op: "draw", concept: "everything" }, 400, /expected shape/],
      ["error-envelope", { op: "guess", concept: "status" }, 400, /expected shape/],
      ["error-envelope", { op: "answer", concept: "status", ticket: "../../etc", answer: "ok" }, 400, /expected shape/],
      ["error-envelope", { op: "answer", concept: "status", ticket, answer: "maybe" }, 400, /not one of this item/],
      ["error-envelope", "{ not json", 400, /not valid JSON/],
      ["error-envelope", { op: "draw", concept: "status", pad: "x".repeat(30_000) }, 413, /larger than/],
    ];
    for (const [slug, body, status, message] of cases) {
      const answered = await post(slug, body, using);
      expect(answered.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((answered.body.error as { message: string }).message).toMatch(message);
    }
  });

  it("answers 503 with a message, not a 500, when the server itself fails", async () => {
    const broken: PracticeDeps = {
      ...deps(),
      key: () => {
        throw new Error("no key");
      },
    };
    const answered = await post("error-envelope", { op: "draw", concept: "status" }, broken);
    expect(answered.status).toBe(503);
    expect((answered.body.error as { message: string }).message).toMatch(/unavailable/);
  });
});
