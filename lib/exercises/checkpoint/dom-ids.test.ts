import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHECKPOINT_FIXED_IDS, checkpointDomIds } from "./dom-ids";
import { CHECKPOINT_ID_PATTERN } from "./schema";

type Spec =
  | { kind: "question" | "keep" | "flag"; q: string }
  | { kind: "option"; q: string; o: string }
  | { kind: "move"; q: string; s: string; dir: "up" | "down" };

const build = (spec: Spec): string => {
  if (spec.kind === "option") return checkpointDomIds.option(spec.q, spec.o);
  if (spec.kind === "move") return checkpointDomIds.move(spec.q, spec.s, spec.dir);
  return checkpointDomIds[spec.kind](spec.q);
};

// Any id an author may write, by the schema's own pattern.
const anyId = fc.stringMatching(CHECKPOINT_ID_PATTERN);
// Short ids with dashes, where a naive join collides often enough for a test to see it.
const shortId = fc.constantFrom("keep", "q", "a", "b", "c", "a-b", "b-c", "up", "down", "option", "move-up");
const specOf = (id: fc.Arbitrary<string>): fc.Arbitrary<Spec> =>
  fc.oneof(
    fc.record({ kind: fc.constantFrom("question" as const, "keep" as const, "flag" as const), q: id }),
    fc.record({ kind: fc.constant("option" as const), q: id, o: id }),
    fc.record({
      kind: fc.constant("move" as const),
      q: id,
      s: id,
      dir: fc.constantFrom("up" as const, "down" as const),
    }),
  );

describe("checkpoint element ids", () => {
  it("give different elements different ids, whatever ids the author chose", () => {
    for (const id of [anyId, shortId]) {
      fc.assert(
        fc.property(
          fc.uniqueArray(specOf(id), { selector: (a) => JSON.stringify(a), minLength: 40, maxLength: 80 }),
          (specs) => {
            expect(new Set(specs.map(build)).size).toBe(specs.length);
          },
        ),
      );
    }
  });

  it("never equal a fixed id such as the submit button's", () => {
    const fixed = new Set<string>(Object.values(CHECKPOINT_FIXED_IDS));
    fc.assert(fc.property(specOf(fc.oneof(anyId, shortId)), (a) => !fixed.has(build(a))));
  });

  it("keep a step called keep apart from the Keep this order button, and split dashes unambiguously", () => {
    expect(checkpointDomIds.move("q", "keep", "up")).not.toBe(checkpointDomIds.keep("q"));
    expect(checkpointDomIds.option("a-b", "c")).not.toBe(checkpointDomIds.option("a", "b-c"));
    expect(checkpointDomIds.option("result", "title")).not.toBe(CHECKPOINT_FIXED_IDS.resultTitle);
  });
});
