import { describe, expect, it, vi } from "vitest";

// A server-side fault (e.g. a match.yaml broken while editing) must not become a 500 page.
vi.mock("@/lib/exercises/match/check-request", () => ({
  handleMatchCheck: () => {
    throw new Error("match.yaml is broken");
  },
}));

const { POST } = await import("./route");

describe("POST /api/lessons/[slug]/match when the server cannot check", () => {
  it("answers 503 with a JSON message that says the placements are kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://x/api/lessons/error-envelope/match", { method: "POST", body: "{}" });
    const response = await POST(request, { params: Promise.resolve({ slug: "error-envelope" }) });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toMatch(/placements are kept/);
  });
});
