import { describe, expect, it } from "vitest";
import { guessAnnouncement, isPrinted, predictChoices, printedChoices } from "./predict";

describe("predictChoices", () => {
  it("reads one choice per line, without trailing spaces or blank lines", () => {
    expect(predictChoices("ok true  \n\ntimeout false\n")).toEqual(["ok true", "timeout false"]);
  });
});

describe("isPrinted", () => {
  it("finds a whole line and a piece of a line", () => {
    expect(isPrinted("ok true", "ok true")).toBe(true);
    expect(isPrinted("110 with one", "3000 retries without a budget, 110 with one")).toBe(true);
  });

  it("does not count a piece cut from a longer number or word", () => {
    expect(isPrinted("10 with one", "3000 retries without a budget, 110 with one")).toBe(false);
    expect(isPrinted("ok tru", "ok true")).toBe(false);
  });

  it("finds a later occurrence when an earlier one is cut from a longer word", () => {
    expect(isPrinted("out", "timeout, out")).toBe(true);
  });

  it("lets a choice that starts or ends with punctuation sit next to anything", () => {
    expect(isPrinted("(2/2 held)", "timeout(2/2 held)x")).toBe(true);
  });

  it("finds nothing for text that is not there, or for an empty choice", () => {
    expect(isPrinted("timeout true", "ok true")).toBe(false);
    expect(isPrinted("", "ok true")).toBe(false);
  });
});

describe("printedChoices", () => {
  it("gives the index of every choice the output prints", () => {
    expect(printedChoices(["timeout false", "ok true", "timeout true"], "ok true")).toEqual([1]);
    expect(printedChoices(["ok", "true"], "ok true")).toEqual([0, 1]);
    expect(printedChoices(["a", "b"], "c")).toEqual([]);
  });
});

describe("guessAnnouncement", () => {
  it("says the guess and where the output now is, with a storage notice when there is one", () => {
    expect(guessAnnouncement("ok true")).toBe("Your guess: ok true. The output is now shown after the choices.");
    expect(guessAnnouncement("ok true", "Progress cannot be saved.")).toBe(
      "Your guess: ok true. The output is now shown after the choices. Progress cannot be saved.",
    );
  });
});
