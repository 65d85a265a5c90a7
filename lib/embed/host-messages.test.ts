import { describe, expect, it } from "vitest";
import { parseHostMessage } from "./host-messages";

describe("parseHostMessage", () => {
  it("accepts a hello, with or without a named learner", () => {
    expect(parseHostMessage({ type: "envelope-lab:hello", version: 1 })).toEqual({
      type: "envelope-lab:hello",
      version: 1,
    });
    const actor = { objectType: "Agent", account: { homePage: "https://lms.edu", name: "s-1" } };
    expect(parseHostMessage({ type: "envelope-lab:hello", version: 1, actor })?.actor).toEqual(actor);
  });

  it("ignores messages of other scripts and other versions", () => {
    for (const data of [null, "hello", { type: "other" }, { type: "envelope-lab:hello", version: 2 }, []]) {
      expect(parseHostMessage(data)).toBeNull();
    }
  });

  it("refuses a hello whose actor is malformed", () => {
    const actor = { objectType: "Agent", mbox: "not-an-email" };
    expect(parseHostMessage({ type: "envelope-lab:hello", version: 1, actor })).toBeNull();
  });
});
