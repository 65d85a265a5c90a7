import { missingSection } from "@/lib/content/lesson-parts";
import type { LoadedCheckpoint } from "@/lib/exercises/checkpoint/load";
import { AnswerMark } from "./answer-mark";

/** The checkpoint with its key: correct options marked, every explanation, hints and sections. */
export function PreviewCheckpoint({ slug, loaded }: { slug: string; loaded: LoadedCheckpoint }) {
  const { checkpoint, sections } = loaded;
  return (
    <section aria-labelledby="preview-checkpoint" className="mt-8">
      <h2 id="preview-checkpoint" className="text-2xl font-bold">
        Checkpoint: {checkpoint.title} ({checkpoint.questions.length} questions, pass mark {checkpoint.passMark}%)
      </h2>
      <ol className="mt-4 space-y-4">
        {checkpoint.questions.map((question) => {
          const section = sections.get(question.section) ?? missingSection(slug, question.section);
          return (
            <li key={question.id} className="rounded-lg border border-border p-4" data-preview-question={question.id}>
              <h3 className="font-semibold">{question.prompt}</h3>
              <p className="mt-1 text-sm text-muted">
                {question.kind} · id {question.id} · section{" "}
                <a className="underline" href={section.href}>
                  {section.title}
                </a>
              </p>
              {question.hint ? (
                <p className="mt-1">
                  <strong>Hint:</strong> {question.hint}
                </p>
              ) : null}
              {/* Wrapped, not scrolled: a scrolling region would need its own tab stop. */}
              {question.kind === "predict" ? (
                <pre className="mt-2 whitespace-pre-wrap break-words rounded-md border border-border p-2 text-sm">
                  <code>{question.code}</code>
                </pre>
              ) : null}
              {question.kind === "order" ? (
                <>
                  <p className="mt-2">Right order:</p>
                  <ol className="mt-1 list-decimal space-y-1 pl-6">
                    {question.steps.map((step) => (
                      <li key={step.id}>
                        {step.text} <span className="text-muted">— {step.explanation}</span>
                      </li>
                    ))}
                  </ol>
                </>
              ) : (
                <ul className="mt-2 space-y-2">
                  {question.options.map((option) => (
                    <li key={option.id} data-correct={option.correct}>
                      <AnswerMark correct={option.correct} /> {option.text}
                      <span className="block text-muted">{option.explanation}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
