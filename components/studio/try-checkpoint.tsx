"use client";

import { useId, useState } from "react";
import { AnswerMark } from "@/components/preview/answer-mark";
import { type CheckpointGrade, gradeCheckpoint } from "@/lib/exercises/checkpoint/grade";
import type { Checkpoint, CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";

type Answers = Record<string, string[]>;

/**
 * The draft's checkpoint, answerable: radios, check boxes, or a position per step, graded
 * in the browser by the same gradeCheckpoint the server uses (the key is on screen anyway).
 */
export function TryCheckpoint({ checkpoint, showKey }: { checkpoint: Checkpoint; showKey: boolean }) {
  const prefix = useId();
  const [answers, setAnswers] = useState<Answers>({});
  // A grade holds only for the draft it was made from; the answers stay across drafts.
  const [graded, setGraded] = useState<{ of: Checkpoint; grade: CheckpointGrade } | null>(null);
  const grade = graded?.of === checkpoint ? graded.grade : null;
  const set = (id: string, chosen: string[]) => setAnswers({ ...answers, [id]: chosen });

  return (
    <section aria-labelledby={`${prefix}-h`} data-try-checkpoint="">
      <h2 id={`${prefix}-h`} className="text-xl font-bold">
        Try the checkpoint as a student: {checkpoint.title}
      </h2>
      <p className="mt-1 text-sm text-muted">Pass mark {checkpoint.passMark}%.</p>
      <ol className="mt-3 space-y-3">
        {checkpoint.questions.map((question) => {
          const result = grade?.questions.find((q) => q.id === question.id);
          return (
            <li key={question.id} className="rounded-lg border border-border p-3" data-try-question={question.id}>
              <fieldset>
                <legend className="font-semibold">{question.prompt}</legend>
                {question.kind === "predict" ? (
                  <pre className="mt-2 whitespace-pre-wrap break-words rounded-md border border-border p-2 text-sm">
                    <code>{question.code}</code>
                  </pre>
                ) : null}
                <QuestionInputs
                  name={`${prefix}-${question.id}`}
                  question={question}
                  chosen={answers[question.id] ?? []}
                  onChange={(chosen) => set(question.id, chosen)}
                  showKey={showKey}
                />
              </fieldset>
              {result ? (
                <p className="mt-2" data-mark={result.correct ? "right" : "wrong"}>
                  <AnswerMark correct={result.correct} />
                  {result.feedback
                    .filter((item) => item.chosen && (question.kind !== "order" || !item.correct))
                    .map((item) => ` ${item.explanation}`)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="match-button match-primary mt-3"
        onClick={() => setGraded({ of: checkpoint, grade: gradeCheckpoint(checkpoint, answers) })}
      >
        Grade
      </button>
      <p role="status" className="mt-2 font-semibold">
        {grade
          ? `${grade.score} of ${grade.max} right (${grade.percent}%): ${grade.passed ? "passed" : "not passed"}.`
          : ""}
      </p>
    </section>
  );
}

type InputsProps = {
  name: string;
  question: CheckpointQuestion;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  showKey: boolean;
};

function QuestionInputs({ name, question, chosen, onChange, showKey }: InputsProps) {
  if (question.kind === "order") {
    const positions = question.steps.map((_, i) => String(i + 1));
    // An order answer is the step ids in the chosen positions; incomplete until every step has one.
    const positionOf = (id: string) => String(chosen.indexOf(id) + 1 || "");
    const place = (id: string, position: string) => {
      const next = chosen.filter((step) => step !== id);
      if (position) next.splice(Number(position) - 1, 0, id);
      onChange(next);
    };
    return (
      <ul className="mt-2 space-y-2">
        {question.steps.map((step, index) => (
          <li key={step.id}>
            <label htmlFor={`${name}-${step.id}`}>{step.text}</label>{" "}
            <select
              id={`${name}-${step.id}`}
              className="rounded-md border border-border bg-[var(--bg)] p-1"
              value={positionOf(step.id)}
              onChange={(event) => place(step.id, event.target.value)}
            >
              <option value="">Position</option>
              {positions.map((position) => (
                <option key={position} value={position}>
                  {position}
                </option>
              ))}
            </select>
            {showKey ? (
              <span className="block text-sm text-muted">
                Key: position {index + 1}. {step.explanation}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  const multiple = question.kind === "multiple";
  return (
    <ul className="mt-2 space-y-2">
      {question.options.map((option) => (
        <li key={option.id}>
          <label className="inline-flex items-start gap-2">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              checked={chosen.includes(option.id)}
              onChange={(event) =>
                onChange(
                  multiple
                    ? event.target.checked
                      ? [...chosen, option.id]
                      : chosen.filter((id) => id !== option.id)
                    : [option.id],
                )
              }
            />
            <span>{option.text}</span>
          </label>
          {showKey ? (
            <span className="block text-sm">
              <AnswerMark correct={option.correct} /> <span className="text-muted">{option.explanation}</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
