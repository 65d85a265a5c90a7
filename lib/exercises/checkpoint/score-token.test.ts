import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { checkpointSecret, DEV_SECRET, signScoreToken, verifyScoreToken } from "./score-token";

const score = { lesson: "error-envelope", score: 9, max: 12, passed: false, at: 1_700_000_000_000 };

describe("score tokens", () => {
  it("verifies a token signed with the same secret and returns its payload", () => {
    const token = signScoreToken({ ...score, nonce: "n1" }, "s3cret");
    expect(verifyScoreToken(token, "s3cret")).toEqual({ ok: true, payload: { v: 1, ...score, nonce: "n1" } });
  });

  it("refuses a token signed with another secret", () => {
    expect(verifyScoreToken(signScoreToken(score, "one"), "two")).toEqual({ ok: false, reason: "bad signature" });
  });

  it("refuses a token whose payload was edited to claim a pass", () => {
    const [data, signature] = signScoreToken(score, "s3cret").split(".");
    const forged = JSON.parse(Buffer.from(data ?? "", "base64url").toString());
    forged.passed = true;
    forged.score = 12;
    const token = `${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`;
    expect(verifyScoreToken(token, "s3cret")).toEqual({ ok: false, reason: "bad signature" });
  });

  it("refuses malformed tokens without throwing", () => {
    for (const token of ["", "abc", "a.b.c", ".", "x.", 42 as unknown as string]) {
      expect(verifyScoreToken(token, "s3cret").ok).toBe(false);
    }
  });

  it("refuses a correctly signed payload that is not a score", () => {
    const data = Buffer.from(JSON.stringify({ hello: 1 })).toString("base64url");
    const token = `${data}.${createHmac("sha256", "k").update(data).digest("base64url")}`;
    expect(verifyScoreToken(token, "k")).toEqual({ ok: false, reason: "malformed payload" });
  });

  it("gives two equal scores different tokens thanks to the nonce", () => {
    expect(signScoreToken(score, "k")).not.toBe(signScoreToken(score, "k"));
  });

  it("uses CHECKPOINT_SECRET when set, else the development secret with one warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(checkpointSecret({ CHECKPOINT_SECRET: "prod" })).toBe("prod");
    expect(checkpointSecret({})).toBe(DEV_SECRET);
    expect(checkpointSecret({})).toBe(DEV_SECRET);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    warn.mockRestore();
  });
});
