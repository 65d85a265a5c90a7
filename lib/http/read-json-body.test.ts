import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJsonBody } from "./read-json-body";

const Body = z.strictObject({ answers: z.record(z.string(), z.string()) });
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://x/api", { method: "POST", body, headers });

async function errorOf(result: Awaited<ReturnType<typeof readJsonBody>>) {
  if (result.ok) throw new Error("expected a refusal");
  return { status: result.response.status, body: await result.response.json() };
}

describe("readJsonBody", () => {
  it("accepts a body that matches the schema", async () => {
    const result = await readJsonBody(post('{"answers":{"q1":"a"}}'), Body, 1000);
    expect(result).toEqual({ ok: true, value: { answers: { q1: "a" } } });
  });

  it("refuses a body that is not JSON with 400", async () => {
    expect(await errorOf(await readJsonBody(post("{oops"), Body, 1000))).toEqual({
      status: 400,
      body: { error: { message: "The request body is not valid JSON." } },
    });
  });

  it("names the path of each schema problem", async () => {
    const { status, body } = await errorOf(await readJsonBody(post('{"answers":{"q1":3}}'), Body, 1000));
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: "answers.q1", message: expect.stringContaining("expected string") }]);
  });

  it("refuses an oversized body with 413 even when Content-Length is absent", async () => {
    const big = JSON.stringify({ answers: { q: "x".repeat(5000) } });
    expect((await errorOf(await readJsonBody(post(big), Body, 1000))).status).toBe(413);
  });

  it("refuses a declared oversized body before reading it", async () => {
    const result = await readJsonBody(post("{}", { "content-length": "999999" }), Body, 1000);
    expect((await errorOf(result)).status).toBe(413);
  });
});
