import { Icon } from "@/components/ui/icon";
import type { PlaceNames } from "@/lib/exercises/match/categories";
import type { CardGrade } from "@/lib/exercises/match/grade";
import { PlaceLabel } from "./match-parts";

/** Opens the sandbox on the scenario named by the card (resolved when match.yaml is loaded). */
export function ScenarioLink({ href }: { href: string }) {
  return (
    <a href={href} className="match-link text-sm">
      Run this scenario in the sandbox
    </a>
  );
}

/** The verdict on one card after checking: icon and words, never colour alone. */
export function CardFeedback({ grade, names }: { grade: CardGrade; names: PlaceNames }) {
  const right = grade.correct;
  return (
    <div className="match-feedback mt-2 border-t border-border pt-2 text-sm" data-result={right ? "right" : "wrong"}>
      <p
        className="flex items-center gap-1.5 font-semibold"
        style={{ color: right ? "var(--rule)" : "var(--pitfall)" }}
      >
        <Icon name={right ? "right" : "wrong"} />
        {right ? "Right" : grade.chosen === null ? "Not placed" : <span>Not {names.label(grade.chosen)}</span>}
      </p>
      {grade.misconception ? <p className="mt-1">{grade.misconception}</p> : null}
      {!right && !grade.misconception && !grade.answer ? <p className="mt-1">{names.wording.hint}</p> : null}
      {grade.answer && !right ? (
        <p className="mt-1">
          Answer: <PlaceLabel label={names.label(grade.answer)} code={names.wording.code} />
        </p>
      ) : null}
      {grade.explanation ? <p className="mt-1">{grade.explanation}</p> : null}
      {grade.sandboxHref ? <ScenarioLink href={grade.sandboxHref} /> : null}
    </div>
  );
}
