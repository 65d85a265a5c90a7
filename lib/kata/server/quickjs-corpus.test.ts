import { describe, expect, it } from "vitest";
import { KATA_CORPUS, runCorpus, withoutEngineText } from "../corpus";
import { createRealmEngine } from "../engine-realm";
import { createQuickJsEngine, stoppedRefusal } from "./quickjs-engine";

const makeQuickJs = () => createQuickJsEngine();

describe("the kata corpus on the QuickJS engine, every entry, the endless loops and the memory bomb too", () => {
  it.each(KATA_CORPUS.map((entry) => [entry.name, entry] as const))("%s", async (_, entry) => {
    const [quickJs] = await runCorpus(makeQuickJs, [entry]);
    expect(quickJs?.got).toEqual(entry.expect);
    if (entry.needsKill) {
      // Stopped, and told so in plain words.
      const code = "refusal" in entry.expect ? entry.expect.refusal : "";
      if (code === "cpu" || code === "memory")
        expect(quickJs?.verdict).toEqual({ kind: "refused", refusal: stoppedRefusal(code) });
      return;
    }
    // The same verdict as the realm engine (the browser's feedback), down to the shrunk
    // counterexample; only the words V8 and QuickJS give their own errors may differ.
    const [realm] = await runCorpus(createRealmEngine, [entry]);
    expect(quickJs && withoutEngineText(quickJs.verdict)).toEqual(realm && withoutEngineText(realm.verdict));
  });
});
