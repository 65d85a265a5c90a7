import { describe, expect, it } from "vitest";
import { randomSecret } from "@/lib/score-token/test-support";
import { POST } from "./route";

// The routes derive the item key from the process's signing secret; this run gets its own.
process.env.CHECKPOINT_SECRET = randomSecret();

// The handler is tested in lib/practice/handle-post.test.ts; this checks the wiring only.
describe("POST /api/lessons/[slug]/practice", () => {
  const post = (slug: string, body: unknown) =>
    POST(new Request(`http://x/api/lessons/${slug}/practice`, { method: "POST", body: JSON.stringify(body) }), {
      params: Promise.resolve({ slug, activity: "practice" }),
    });

  it("draws with the server's key and judges the same item again from its ticket", async () => {
    expect((await post("no-such-lesson", { op: "draw", concept: "status" })).status).toBe(404);
    const drawn = await post("error-envelope", { op: "draw", concept: "status" });
    expect(drawn.status).toBe(200);
    const { ticket, item } = (await drawn.json()) as { ticket: string; item: { choices: { id: string }[] } };
    // Every choice is judged, and exactly one is right: the ticket found its item again.
    const verdicts = await Promise.all(
      item.choices.map(async ({ id }) =>
        (await post("error-envelope", { op: "answer", concept: "status", ticket, answer: id })).json(),
      ),
    );
    expect(verdicts.filter((v: { right: boolean }) => v.right)).toHaveLength(1);
    expect(new Set(verdicts.map((v: { key: string }) => v.key)).size).toBe(1);
  });
});
