import { describe, expect, it } from "vitest";
import { GET, POST } from "./route";

const url = (slug: string, activity: string) => `http://localhost/api/lessons/${slug}/${activity}/opened`;
const params = (slug: string, activity: string) => ({ params: Promise.resolve({ slug, activity }) });

// Only the answers given before the store is reached: handleOpened's own tests cover the rest.
describe("the /api/lessons/[slug]/[activity]/opened route", () => {
  it("answers GET with a JSON 405 naming POST", async () => {
    const response = GET(new Request(url("error-envelope", "checkpoint")));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses an unknown activity, or one the lesson lacks, with 404 and a request without a session with 401, as JSON", async () => {
    const post = (activity: string) =>
      POST(new Request(url("error-envelope", activity), { method: "POST" }), params("error-envelope", activity));
    const unknown = await post("essay");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('There is no essay for a lesson called "error-envelope".');
    const noKata = await POST(
      new Request(url("deadlines-and-retries", "kata"), { method: "POST" }),
      params("deadlines-and-retries", "kata"),
    );
    expect(noKata.status).toBe(404);
    expect((await noKata.json()).error.message).toBe('There is no kata for a lesson called "deadlines-and-retries".');
    expect((await post("kata")).status).toBe(401);
    const anonymous = await post("checkpoint");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toMatch(/^Send the launch session as "Authorization: Bearer/);
  });
});
