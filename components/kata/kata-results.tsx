import { Icon } from "@/components/ui/icon";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { TranslatorCounterexample } from "@/lib/kata/translator/verdict";
import { silenceText, verdictGrader, verdictHeadline } from "@/lib/kata/ui/announcements";
import type { CheckResult } from "@/lib/kata/ui/check-result";
import { describeFailure } from "@/lib/kata/ui/describe-failure";
import { describeTranslation, isTranslation } from "@/lib/kata/ui/describe-translation";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { gradeLead } from "@/lib/kata/ui/grade-response";
import type { RuleGuideEntry } from "@/lib/kata/ui/load-kata";
import { counterexampleToSandbox } from "@/lib/kata/ui/sandbox-link";
import type { Counterexample } from "@/lib/kata/verdict";
import { KataHintLadder } from "./kata-hint-ladder";

type Props = { slug: string; rules: RuleGuideEntry[]; result: CheckResult };

export const headlineOf = (result: CheckResult, rules: RuleGuideEntry[]): string => {
  if (result.kind === "silent") return silenceText(result.budgetMs);
  if (result.kind === "failed") return result.message;
  const said = verdictHeadline(result.verdict, (id) => rules.find((rule) => rule.id === id)?.title ?? id);
  return result.grade ? `${gradeLead(result.grade)} ${said}` : said;
};

/**
 * The last check: a headline (focused after a check), each rule passed or failed with its
 * section, the smallest failing call, and the hint ladder of the first rule that fails.
 */
export function KataResults({ slug, rules, result }: Props) {
  const verdict = result.kind === "verdict" ? result.verdict : null;
  const passed =
    result.kind === "verdict" && (result.grade ? result.grade.passed : verdict?.kind === "graded" && verdict.passed);
  const firstFailure = verdict?.kind === "graded" ? verdict.rules.find((rule) => !rule.passed) : undefined;
  const failingRule = firstFailure && rules.find((rule) => rule.id === firstFailure.id);
  return (
    <section
      aria-labelledby={KATA_IDS.resultTitle}
      className="kata-result mt-5 rounded-xl border-2 border-border p-4"
      data-passed={passed}
      data-kind={result.kind}
      data-graded={(result.kind === "verdict" && result.grade !== undefined) || undefined}
    >
      <h4
        id={KATA_IDS.resultTitle}
        tabIndex={-1}
        className={`flex items-start gap-2 text-lg font-bold ${passed ? "text-[var(--right)]" : "text-[var(--wrong)]"}`}
      >
        <span className="mt-1.5 shrink-0">
          <Icon name={passed ? "right" : "wrong"} size={18} />
        </span>
        <span>{headlineOf(result, rules)}</span>
      </h4>
      {verdict?.kind === "graded" && (
        <>
          <ol className="mt-3 space-y-1.5" aria-label="Rules">
            {verdict.rules.map((ruleVerdict) => {
              const rule = rules.find((entry) => entry.id === ruleVerdict.id);
              return (
                <li
                  key={ruleVerdict.id}
                  className="flex items-start gap-2"
                  data-rule={ruleVerdict.id}
                  data-passed={ruleVerdict.passed}
                >
                  <span
                    className={`mt-1 shrink-0 ${ruleVerdict.passed ? "text-[var(--right)]" : "text-[var(--wrong)]"}`}
                  >
                    <Icon name={ruleVerdict.passed ? "right" : "wrong"} />
                  </span>
                  <span>
                    <strong>{ruleVerdict.passed ? "Passed" : "Failed"}:</strong> {rule?.title ?? ruleVerdict.id}{" "}
                    {rule && (
                      <a className="text-accent underline underline-offset-2" href={rule.sectionHref}>
                        Reread: {rule.sectionTitle}
                      </a>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          {firstFailure?.counterexample &&
            (isTranslation(firstFailure.counterexample) ? (
              <TranslationDetails counterexample={firstFailure.counterexample} />
            ) : (
              <FailureDetails slug={slug} counterexample={firstFailure.counterexample} />
            ))}
          {failingRule && <KataHintLadder key={failingRule.id} rule={failingRule} />}
          <p className="mt-3 text-sm text-muted">
            {result.kind === "verdict" && result.grade
              ? `Graded on the server (${verdict.callsRun} ${CALLS[verdictGrader(verdict)]} in ${Math.round(result.elapsedMs)} ms): this is your grade.`
              : `Checked in your browser, for feedback: ${verdict.callsRun} ${CALLS[verdictGrader(verdict)]} in ${result.kind === "verdict" ? Math.round(result.elapsedMs) : 0} ms.`}
          </p>
        </>
      )}
    </section>
  );
}

const CALLS = { layer: "calls to your layer", translator: "translations by your functions" } as const;

/** The translation that breaks a translator's rule: the call, the envelope it was given, what was expected and what came back. */
function TranslationDetails({ counterexample }: { counterexample: TranslatorCounterexample }) {
  const view = describeTranslation(counterexample);
  const json = (label: string, text: string, data: string) => (
    <ScrollRegion label={label} className="overflow-x-auto rounded-lg bg-surface p-2 text-sm">
      <pre {...{ [data]: true }}>
        <code>{text}</code>
      </pre>
    </ScrollRegion>
  );
  return (
    <div className="mt-4 space-y-2" data-counterexample>
      <p className="font-medium">
        The smallest case that breaks it: <code>{view.source}</code>, where <code>call</code> is
      </p>
      {json("The call your function was given", view.input, "data-input")}
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Expected</dt>
        <dd className="min-w-0">{json("What the reference translation writes", view.expected, "data-expected")}</dd>
        <dt className="font-medium">Got</dt>
        <dd className="min-w-0">{json("What your function gave back", view.got, "data-got")}</dd>
        <dt className="font-medium">Problem</dt>
        <dd data-problem>{view.problem}</dd>
      </dl>
    </div>
  );
}

/** The smallest case the checker found: the calls, what each tool did, what was expected and what came back. */
function FailureDetails({ slug, counterexample }: { slug: string; counterexample: Counterexample }) {
  const view = describeFailure(counterexample);
  const replay = counterexampleToSandbox(slug, counterexample);
  return (
    <div className="mt-4 space-y-2" data-counterexample>
      <p className="font-medium">The smallest call that breaks it:</p>
      <p>
        A fresh <code>ToolsLayer</code> with a deadline of {view.timeoutMs} ms, then:
      </p>
      <ol className="list-decimal space-y-1 pl-6">
        {view.calls.map((call, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the calls are a fixed list, never reordered
          <li key={index} data-failing={call.failing || undefined}>
            <code className="break-all">{call.source}</code>
            {call.failing && <strong> (this call went wrong)</strong>}
            <br />
            <span className="text-muted">The tool {call.behaviour}.</span>
          </li>
        ))}
      </ol>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Expected</dt>
        <dd>
          <code className="break-all" data-expected>
            {view.expected}
          </code>
        </dd>
        <dt className="font-medium">Got</dt>
        <dd>
          <code className="break-all" data-got>
            {view.got}
          </code>
        </dd>
        <dt className="font-medium">Problem</dt>
        <dd data-problem>{view.problem}</dd>
      </dl>
      <p className="text-sm text-muted">{view.toolCalls}</p>
      {replay.ok ? (
        <p data-sandbox-replay>
          <a className="text-accent underline underline-offset-2" href={replay.href}>
            Run in the sandbox with your layer
          </a>
          {replay.notes.length > 0 && <span className="text-sm text-muted"> {replay.notes.join(" ")}</span>}
        </p>
      ) : (
        <p className="text-sm text-muted" data-sandbox-replay="none">
          This call cannot be run in the sandbox with your layer: {replay.why}.
        </p>
      )}
    </div>
  );
}
