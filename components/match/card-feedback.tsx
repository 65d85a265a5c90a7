import type { CardGrade } from "@/lib/exercises/match/grade";

/** Opens the sandbox with the card's fault plan. Isolated so the sandbox's scenario ids can replace the href later. */
export function ScenarioLink({ href }: { href: string }) {
  return (
    <a href={href} className="match-link text-sm">
      Run this scenario in the sandbox
    </a>
  );
}

/** The verdict on one card after checking: icon and words, never colour alone. */
export function CardFeedback({ grade }: { grade: CardGrade }) {
  const right = grade.correct;
  return (
    <div className="match-feedback mt-2 border-t border-border pt-2 text-sm" data-result={right ? "right" : "wrong"}>
      <p
        className="flex items-center gap-1.5 font-semibold"
        style={{ color: right ? "var(--rule)" : "var(--pitfall)" }}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          {right ? <path d="m5 12 5 5 9-10" /> : <path d="M6 6l12 12M18 6 6 18" />}
        </svg>
        {right ? "Right" : grade.chosen === null ? "Not placed" : <span>Not {grade.chosen}</span>}
      </p>
      {grade.misconception ? <p className="mt-1">{grade.misconception}</p> : null}
      {!right && !grade.misconception && !grade.answer ? (
        <p className="mt-1">Ask which of the five steps ended this call.</p>
      ) : null}
      {grade.answer && !right ? (
        <p className="mt-1">
          Answer: <code>{grade.answer}</code>
        </p>
      ) : null}
      {grade.explanation ? <p className="mt-1">{grade.explanation}</p> : null}
      {grade.sandboxHref ? <ScenarioLink href={grade.sandboxHref} /> : null}
    </div>
  );
}
