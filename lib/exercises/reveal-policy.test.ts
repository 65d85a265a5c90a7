import { describe, expect, it } from "vitest";
import { mayReveal, RevealPolicy, revealStatus } from "./reveal-policy";

describe("reveal policy", () => {
  it("refuses without a signed record, whatever the policy", () => {
    expect(mayReveal({}, null)).toBe(false);
    expect(mayReveal({ afterAttempts: 1 }, null)).toBe(false);
  });

  it("reveals after a pass by default, and never for failed attempts alone", () => {
    expect(mayReveal({}, { attempt: 1, passed: true })).toBe(true);
    expect(mayReveal({}, { attempt: 99, passed: false })).toBe(false);
  });

  it("reveals once the attempts reach afterAttempts, and counts down before", () => {
    const policy = { afterAttempts: 3 };
    expect(revealStatus(policy, { attempt: 1, passed: false })).toEqual({
      allowed: false,
      afterAttempts: 3,
      attemptsLeft: 2,
    });
    expect(revealStatus(policy, { attempt: 3, passed: false })).toMatchObject({ allowed: true, attemptsLeft: 0 });
    expect(revealStatus(policy, { attempt: 7, passed: false })).toMatchObject({ allowed: true, attemptsLeft: 0 });
    expect(revealStatus(policy, { attempt: 1, passed: true }).allowed).toBe(true);
  });

  it("reads the authored field with its limits and defaults to after-a-pass", () => {
    expect(RevealPolicy.parse(undefined)).toEqual({});
    expect(RevealPolicy.parse({ afterAttempts: 3 })).toEqual({ afterAttempts: 3 });
    for (const bad of [{ afterAttempts: 0 }, { afterAttempts: 2.5 }, { afterAttempts: 21 }, { after: 3 }, true]) {
      expect(RevealPolicy.safeParse(bad).success).toBe(false);
    }
  });
});
