import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isLessonSlug } from "@/lib/content/ids";
import { EMBED_WIDGETS } from "./protocol";

// public/embed.js runs on course sites without a build step, so it keeps its own copy of
// the slug rule and the widget list; this test is what keeps that copy from drifting.
const source = readFileSync("public/embed.js", "utf8");
const pathSource = source.match(/var PATH = \/(.+)\/;/)?.[1];
const namesSource = source.match(/var NAMES = (\{[^}]+\});/)?.[1];

describe("public/embed.js agrees with the app", () => {
  it("accepts exactly the widgets the app serves", () => {
    expect(pathSource).toBeDefined();
    const widgets = pathSource?.match(/\(\?:([a-z|]+)\)\)\?\$$/)?.[1]?.split("|");
    expect(new Set(widgets)).toEqual(new Set(EMBED_WIDGETS));
    const names = Object.keys(JSON.parse((namesSource ?? "").replace(/(\w+):/g, '"$1":')));
    expect(new Set(names)).toEqual(new Set(EMBED_WIDGETS));
  });

  it("takes a lesson slug by the app's own rule", () => {
    const path = new RegExp(pathSource ?? "$^");
    const samples = ["error-envelope", "a", "lesson-2", "Error-Envelope", "-x", "x-", "a--b", "a_b", "a/b", "", "é"];
    for (const slug of samples) {
      expect(path.test(slug), slug).toBe(isLessonSlug(slug));
      for (const widget of EMBED_WIDGETS)
        expect(path.test(`${slug}/${widget}`), `${slug}/${widget}`).toBe(isLessonSlug(slug));
    }
    expect(path.test("error-envelope/quiz")).toBe(false);
  });
});
