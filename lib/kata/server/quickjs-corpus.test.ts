import { describe, expect, it } from "vitest";
import { KATA_CORPUS, runCorpus } from "../corpus";
import { createRealmEngine } from "../engine-realm";
import type { Verdict } from "../verdict";
import { createQuickJsEngine, stoppedRefusal } from "./quickjs-engine";

const makeQuickJs = () => createQuickJsEngine();

/**
 * A verdict with the words the JavaScript engine itself chose taken out: V8 and QuickJS word
 * their own TypeErrors differently ("Cannot read properties of undefined" against "cannot read
 * property 'run' of undefined"), so the text of an escaped error or of an envelope's error may
 * differ; every other field (cases, call index, expected envelope, statuses, tool calls, the
 * problem in plain words) must not.
 */
function withoutEngineWords(verdict: Verdict): unknown {
  return JSON.parse(JSON.stringify(verdict), (key, value) =>
    (key === "message" || key === "error") && typeof value === "string" ? "<text>" : value,
  );
}

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
    // The same verdict as the realm engine (the browser's feedback), down to the shrunk counterexample.
    const [realm] = await runCorpus(createRealmEngine, [entry]);
    expect(quickJs && withoutEngineWords(quickJs.verdict)).toEqual(realm && withoutEngineWords(realm.verdict));
  });
});
