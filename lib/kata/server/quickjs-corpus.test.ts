import { describe, expect, it } from "vitest";
import { KATA_CORPUS, runCorpus, withoutEngineText } from "../corpus";
import { createRealmEngine } from "../engine-realm";
import { createQuickJsEngine, stoppedRefusal } from "./quickjs-engine";

const makeQuickJs = () => createQuickJsEngine();

// NOTE: the realm engine's run of each entry is checked here, beside the QuickJS run it is
// compared with, rather than again in corpus/corpus.test.ts: one realm grading per entry
// serves both checks (the corpus took about 40 s on the realm on a busy 2-core machine).
describe("the kata corpus on QuickJS and on the realm engine in Node, every entry, the endless loops and the memory bomb on QuickJS only", () => {
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
    // The realm engine (the browser's feedback) gives the verdict the entry expects, and the
    // same one as QuickJS down to the shrunk counterexample; only the words V8 and QuickJS
    // give their own errors may differ.
    const [realm] = await runCorpus(createRealmEngine, [entry]);
    expect(realm?.got, "the realm engine's verdict").toEqual(entry.expect);
    expect(quickJs && withoutEngineText(quickJs.verdict)).toEqual(realm && withoutEngineText(realm.verdict));
  });
});
