"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import type { RuleGuideEntry } from "@/lib/kata/ui/load-kata";

/** The steps after the first, and how the student asks for each. */
const NEXT = [
  { ask: "Show what to check", label: "What to check", text: (rule: RuleGuideEntry) => rule.hint },
  { ask: "Show the shape of the fix", label: "The shape of the fix", text: (rule: RuleGuideEntry) => rule.fix },
];
const STEPS = NEXT.length + 1;

/**
 * Help for the first failing rule, one step at a time: the section to reread, then what to
 * check, then the shape of the fix (authored in kata.yaml; never the code). The parent keys
 * it by rule, so the climb starts again only when another rule is the first to fail.
 */
export function KataHintLadder({ rule }: { rule: RuleGuideEntry }) {
  const [shown, setShown] = useState(1);
  const newest = useRef<HTMLLIElement>(null);
  // The button goes away at the top of the ladder: focus moves to the step it showed.
  useLayoutEffect(() => {
    if (shown > 1) newest.current?.focus();
  }, [shown]);
  const next = NEXT[shown - 1];
  return (
    <div className="mt-3" data-hint-ladder={rule.id}>
      <p className="font-medium">Help with this rule, a step at a time:</p>
      <ol className="mt-1 list-decimal space-y-1 pl-6">
        <li data-hint-step="1" ref={shown === 1 ? newest : undefined} tabIndex={-1}>
          Reread{" "}
          <a className="text-accent underline underline-offset-2" href={rule.sectionHref}>
            {rule.sectionTitle}
          </a>
          , the section that explains it.
        </li>
        {NEXT.slice(0, shown - 1).map((step, index) => (
          <li key={step.label} data-hint-step={index + 2} ref={index + 2 === shown ? newest : undefined} tabIndex={-1}>
            <strong>{step.label}:</strong> {step.text(rule)}
          </li>
        ))}
      </ol>
      {next && (
        <button
          type="button"
          id={KATA_IDS.moreHelp}
          onClick={() => setShown(shown + 1)}
          className="mt-2 rounded-lg border border-border px-3 py-1.5 text-sm font-semibold"
        >
          {next.ask} (step {shown + 1} of {STEPS})
        </button>
      )}
    </div>
  );
}
