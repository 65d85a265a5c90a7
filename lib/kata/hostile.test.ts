/**
 * The realm engine's host stays whole: a submission that patches built-ins (to fake a pass,
 * or just to break the grader) is refused, and the host has its real built-ins back after.
 */
import { expect, it } from "vitest";
import { HOSTILE_ENTRIES } from "./corpus/hostile";
import { CORPUS_RUNS } from "./corpus/run-corpus";
import { createRealmEngine } from "./engine-realm";
import { gradeSubmission } from "./grade";

const patchers = HOSTILE_ENTRIES.filter((entry) => !entry.needsKill && /patch|swap|toJSON|replace/i.test(entry.name));

it("expects no hostile submission to pass (the corpus test holds each to its expectation)", () => {
  for (const entry of HOSTILE_ENTRIES) expect(entry.expect, entry.name).not.toEqual({ failing: [] });
});

it.each(patchers.map((entry) => [entry.name, entry] as const))(
  "refuses, and leaves the host whole: %s",
  async (_, entry) => {
    const real = {
      promiseThen: Promise.prototype.then,
      Promise: globalThis.Promise,
      parse: JSON.parse,
      objectKeys: Reflect.ownKeys(Object.prototype),
      arrayKeys: Reflect.ownKeys(Array.prototype),
    };
    const verdict = await gradeSubmission(entry.source, { engine: createRealmEngine, runs: CORPUS_RUNS });
    expect(verdict).toMatchObject({ kind: "refused", refusal: { code: "crashed" } });
    expect(Promise.prototype.then).toBe(real.promiseThen);
    expect(globalThis.Promise).toBe(real.Promise);
    expect(JSON.parse).toBe(real.parse);
    expect(Reflect.ownKeys(Object.prototype)).toEqual(real.objectKeys);
    expect(Reflect.ownKeys(Array.prototype)).toEqual(real.arrayKeys);
  },
);
