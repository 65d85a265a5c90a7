import { Icon } from "@/components/ui/icon";
import type { QuestionResult } from "@/lib/exercises/checkpoint/grade";
import type { PublicQuestion } from "@/lib/exercises/checkpoint/public-view";

/**
 * What the server said about one question: right or not (words and an icon), the
 * note for each wrong pick, and a link back to the lesson section when the answer
 * was missed. The right answer and its explanation appear only when the server sent
 * them (the lesson's reveal policy); until then a line says they are held back.
 */
export function QuestionFeedback({ question, result }: { question: PublicQuestion; result: QuestionResult }) {
  const isOrder = question.kind === "order";
  const keyHeld = !result.correct && !result.feedback.some((item) => item.correct);
  return (
    <div className="checkpoint-feedback mt-3 rounded-lg border border-border p-3" data-correct={result.correct}>
      <p
        className={`flex items-center gap-1.5 font-semibold ${result.correct ? "text-[var(--right)]" : "text-[var(--wrong)]"}`}
      >
        <Icon name={result.correct ? "right" : "wrong"} size={18} />
        {result.correct ? "Correct" : result.answered ? "Not quite" : "Not answered"}
      </p>
      {isOrder && !keyHeld && (
        <p className="mt-1 text-sm text-muted">The right order, with each step marked against yours:</p>
      )}
      {result.inPlace !== undefined && (
        <p className="mt-1" data-in-place>
          {result.inPlace} of {question.steps?.length ?? 0} steps were in their right place.
        </p>
      )}
      {result.withheld === "too-many-picked" && (
        <p className="mt-1">You ticked more options than this question has right answers, so no notes are shown.</p>
      )}
      {result.feedback.length > 0 && (
        <ul className={`mt-2 space-y-2 ${isOrder ? "list-decimal pl-6" : ""}`}>
          {result.feedback.map((item) => (
            <li key={item.id}>
              <span className="font-medium">{item.text}</span>{" "}
              <span className="text-sm text-muted">{tagOf(item, isOrder)}</span>
              <span className="block text-[0.95rem]">{item.explanation}</span>
            </li>
          ))}
        </ul>
      )}
      {keyHeld && result.answered && (
        <p className="mt-2 text-sm text-muted" data-key-held>
          The right answer and its explanation are shown when answers are revealed (see the result below).
        </p>
      )}
      {!result.correct && (
        <p className="mt-2">
          <a className="text-accent underline underline-offset-2" href={question.section.href}>
            Review: {question.section.title}
          </a>
        </p>
      )}
    </div>
  );
}

function tagOf(item: QuestionResult["feedback"][number], isOrder: boolean): string {
  if (isOrder) return item.chosen ? "(in place in your order)" : "(out of place in your order)";
  if (item.chosen && item.correct) return "(your answer, right)";
  if (item.chosen) return "(your answer, not right)";
  return "(right answer, not chosen)";
}
