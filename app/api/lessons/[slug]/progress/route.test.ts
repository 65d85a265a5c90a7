import { describe, expect, it } from "vitest";
import { DELETE, GET, PATCH, POST, PUT } from "./route";

const url = (slug: string) => `http://localhost/api/lessons/${slug}/progress`;
const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

// Only the answers given before the store is reached: handleLessonProgress's own tests cover the rest.
describe("the /api/lessons/[slug]/progress route", () => {
  it("answers every method but GET with a JSON 405 naming GET and HEAD, whatever the body", async () => {
    const bodies = ['{"verdicts":{}}', "not json"];
    for (const [method, handler] of Object.entries({ POST, PUT, PATCH, DELETE }))
      for (const body of bodies) {
        const headers = { "content-type": "application/json" };
        const response = handler(new Request(url("error-envelope"), { method, body, headers }));
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect((await response.json()).error.message).toBe("This endpoint takes GET or HEAD requests only.");
      }
  });

  it("refuses an unknown lesson with 404 and a request without a launch session with 401, as JSON", async () => {
    const unknown = await GET(new Request(url("no-such-lesson")), params("no-such-lesson"));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('There is no lesson called "no-such-lesson".');
    const anonymous = await GET(new Request(url("error-envelope")), params("error-envelope"));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toMatch(/^Send the launch session as "Authorization: Bearer/);
  });
});
