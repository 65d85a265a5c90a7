import { describe, expect, it } from "vitest";
import { answerReply } from "./answer-reply";
import { fallbackReply } from "./fallback";
import { TOOL_STATUSES } from "./tool-result";

const FAILURES = TOOL_STATUSES.filter((status) => status !== "ok");

describe("fallbackReply", () => {
  it("gives no fallback on ok: the agent goes on with the output", () => {
    expect(fallbackReply({ status: "ok", tool: "weather", output: {} })).toBeUndefined();
  });

  it("chooses the reply from the status alone: two tools get the same sentence but for the name", () => {
    for (const status of FAILURES) {
      const forWeather = fallbackReply({ status, tool: "weather", error: "x" });
      const forPrinter = fallbackReply({ status, tool: "printer", error: "y" });
      expect(forPrinter).toBe(forWeather?.replace("weather", "printer"));
    }
  });

  it("gives each failure status its own reply, none of them leaking the raw error", () => {
    const replies = FAILURES.map((status) => fallbackReply({ status, tool: "calculator", error: "SECRET detail" }));
    expect(new Set(replies).size).toBe(FAILURES.length);
    for (const reply of replies) expect(reply).not.toContain("SECRET");
  });
});

describe("answerReply", () => {
  it.each([
    [{ value: 14 }, "The answer is 14."],
    [
      { city: "Oslo", temperature: -3, temperatureUnit: "°C", condition: "light snow" },
      "Right now in Oslo it's -3°C and light snow.",
    ],
    [{ rowCount: 1, truncated: false }, "I found 1 matching record."],
    [{ rowCount: 100, truncated: true }, "I found more than 100 matching records; here are the first ones."],
    [null, "Here's what I found."],
  ])("builds the sentence from the output: %j", (output, reply) => {
    expect(answerReply({ status: "ok", tool: "any", output })).toBe(reply);
  });
});
