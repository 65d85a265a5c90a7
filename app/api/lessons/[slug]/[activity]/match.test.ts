import { describe, expect, it } from "vitest";
import { POST } from "./route";

// The handler is tested in lib/exercises/match/handle-post.test.ts; this checks the wiring only.
describe("POST /api/lessons/[slug]/match", () => {
  it("passes the URL's slug and the real loader to the handler", async () => {
    const post = (slug: string) =>
      POST(new Request(`http://x/api/lessons/${slug}/match`, { method: "POST", body: '{"placements":{}}' }), {
        params: Promise.resolve({ slug, activity: "match" }),
      });
    expect((await post("no-such-lesson")).status).toBe(404);
    const graded = await post("error-envelope");
    expect(graded.status).toBe(200);
    expect((await graded.json()).score).toBe(0);
  });
});
