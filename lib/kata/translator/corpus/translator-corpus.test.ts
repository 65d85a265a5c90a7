import { describe, expect, it } from "vitest";
import { withoutEngineText } from "../../corpus/run-corpus";
import { createRealmEngine } from "../../engine-realm";
import { createQuickJsEngine, stoppedRefusal } from "../../server/quickjs-engine";
import { runTranslatorCorpus, TRANSLATOR_CORPUS } from ".";

describe("the translator corpus on QuickJS and on the realm engine in Node (the endless loop on QuickJS only)", () => {
  it.each(TRANSLATOR_CORPUS.map((entry) => [entry.name, entry] as const))("%s", async (_, entry) => {
    const [quickJs] = await runTranslatorCorpus(() => createQuickJsEngine(), [entry]);
    expect(quickJs?.got).toEqual(entry.expect);
    if (entry.needsKill) {
      expect(quickJs?.verdict).toEqual({ kind: "refused", refusal: stoppedRefusal("cpu") });
      return;
    }
    // The browser's engine gives the same verdict, down to the shrunk counterexample.
    const [realm] = await runTranslatorCorpus(createRealmEngine, [entry]);
    expect(realm?.got, "the realm engine's verdict").toEqual(entry.expect);
    expect(quickJs && withoutEngineText(quickJs.verdict)).toEqual(realm && withoutEngineText(realm.verdict));
  });
});
