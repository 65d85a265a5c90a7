import { describe, expect, it } from "vitest";
import { LearnerAgent } from "@/lib/exercises/score-service";
import { parseHostMessage } from "./host-messages";

const hello = { type: "envelope-lab:hello", version: 1 };
const account = (name: string) => ({ objectType: "Agent", account: { homePage: "https://lms.edu", name } });

describe("parseHostMessage", () => {
  it("accepts a hello, with or without a named learner", () => {
    expect(parseHostMessage(hello)).toEqual({ kind: "hello", hello });
    const withActor = { ...hello, actor: account("s-1"), allowAnonymous: true };
    expect(parseHostMessage(withActor)).toEqual({ kind: "hello", hello: withActor });
  });

  it("ignores messages of other scripts", () => {
    for (const data of [null, "hello", { type: "other" }, [], 42]) {
      expect(parseHostMessage(data)).toEqual({ kind: "other" });
    }
  });

  it("names the problem of a hello whose learner name is too long", () => {
    expect(parseHostMessage({ ...hello, actor: account("x".repeat(201)) })).toEqual({
      kind: "bad-hello",
      problem: "actor.account.name: must be at most 200 characters",
      anonymous: false,
    });
  });

  it("names a malformed mbox and an actor that is not an object", () => {
    const mbox = parseHostMessage({ ...hello, actor: { objectType: "Agent", mbox: "not-an-email" } });
    expect(mbox).toMatchObject({ problem: 'actor.mbox: must start with "mailto:"' });
    expect(parseHostMessage({ ...hello, actor: "{not json" })).toMatchObject({
      kind: "bad-hello",
      problem: /^actor: /,
    });
  });

  it("carries on anonymously only when the host asked for that", () => {
    const bad = { ...hello, actor: account("") };
    expect(parseHostMessage(bad)).toMatchObject({ anonymous: false });
    expect(parseHostMessage({ ...bad, allowAnonymous: true })).toMatchObject({
      kind: "bad-hello",
      problem: "actor.account.name: must not be empty",
      anonymous: true,
    });
  });

  it("refuses another protocol version out loud, never anonymously", () => {
    expect(parseHostMessage({ ...hello, version: 2, allowAnonymous: true })).toEqual({
      kind: "bad-hello",
      problem: "version: must be 1",
      anonymous: false,
    });
  });

  // The frame sends the learner it accepted with every grade; one the grader refuses
  // would be "ready" here and then turn every grading request into a 400.
  it("accepts exactly the learners the grading endpoints accept", () => {
    const long = (n: number) => `https://lms.edu/${"a".repeat(n - "https://lms.edu/".length)}`;
    const actors = [
      { objectType: "Agent", account: { homePage: long(500), name: "42" } },
      { objectType: "Agent", account: { homePage: long(501), name: "42" } },
      { objectType: "Agent", name: "x".repeat(200) },
      { objectType: "Agent", name: "x".repeat(201) },
      { objectType: "Agent", mbox: `mailto:${"a".repeat(313)}` },
      { objectType: "Agent", mbox: `mailto:${"a".repeat(314)}` },
      { objectType: "Agent", account: { homePage: "not a url", name: "42" } },
    ];
    for (const actor of actors) {
      const frame = parseHostMessage({ ...hello, actor });
      const sent = frame.kind === "hello" ? frame.hello.actor : actor;
      expect({ actor, accepted: frame.kind === "hello" }).toEqual({
        actor,
        accepted: LearnerAgent.safeParse(sent).success,
      });
    }
  });
});
