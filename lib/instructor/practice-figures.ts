/**
 * The dashboard's practice figures (docs/practice.md, "For instructors"): per lesson, how
 * many learners practise each concept and how many hold a mastery of it, read with the
 * same rule the learner's own browser applies (lib/practice/mastery.ts), and the concepts
 * missed most, each with an item a learner missed, drawn again from its seed.
 */
import { CONCEPT_IDS, CONCEPT_LABELS, type ConceptId } from "@/lib/practice/concept-ids";
import { EMPTY_PRACTICE, masteryOf, type PracticeRecord, withAnswer } from "@/lib/practice/mastery";
import { plural } from "./activity-panels";
import type { ClassPracticeAnswer } from "./class-results";
import type { Panel } from "./dashboard-parts";
import { formatShare } from "./share";

/** An item as the dashboard shows it: its question and the answer the engine gave. */
export type PracticeSample = { prompt: string; answer: string };

export type PracticeView = { id: string; slug: string; heading: string; panels: Panel[] };

const isConcept = (id: string): id is ConceptId => (CONCEPT_IDS as readonly string[]).includes(id);

/** The latest missed answer of each lesson and concept: the item the dashboard draws again. */
export function latestMisses(answers: readonly ClassPracticeAnswer[]): ClassPracticeAnswer[] {
  const latest = new Map<string, ClassPracticeAnswer>();
  for (const answer of answers) if (!answer.right) latest.set(`${answer.slug}\n${answer.concept}`, answer);
  return [...latest.values()];
}

/**
 * One view per lesson with practice answers, in slug order. `answers` come oldest first;
 * `sample` is the item drawn again for a concept's latest miss (null when it cannot be).
 */
export function practiceViews(
  answers: readonly ClassPracticeAnswer[],
  titleOf: (slug: string) => string,
  sample: (slug: string, concept: string) => PracticeSample | null,
  now: Date,
): PracticeView[] {
  const slugs = [...new Set(answers.map((answer) => answer.slug))].sort();
  return slugs.map((slug) => {
    const mine = answers.filter((answer) => answer.slug === slug);
    const concepts = CONCEPT_IDS.filter((id) => mine.some((answer) => answer.concept === id));
    const records = learnerRecords(mine);
    const rows = concepts.map((concept) => {
      const given = mine.filter((answer) => answer.concept === concept);
      const states = [...records.values()].map((record) => masteryOf(record, concept, now.getTime()).state);
      const missed = given.filter((answer) => !answer.right).length;
      return {
        concept,
        label: CONCEPT_LABELS[concept],
        practising: states.filter((state) => state !== "new").length,
        mastered: states.filter((state) => state === "mastered").length,
        review: states.filter((state) => state === "review").length,
        answers: given.length,
        missed,
        missedShare: given.length === 0 ? 0 : missed / given.length,
      };
    });
    const id = `${slug}-practice`;
    const mastery: Panel = {
      table: {
        id: `${id}-mastery`,
        caption: "Mastery per concept",
        columns: ["Concept", "Learners practising", "Learners mastered", "Due for review", "Answers", "Right"],
        rows: rows.map((r) => [
          r.label,
          r.practising,
          r.mastered,
          r.review,
          r.answers,
          formatShare(r.answers === 0 ? null : 1 - r.missedShare),
        ]),
      },
      chart: {
        title: "Learners who mastered each concept",
        max: Math.max(1, ...rows.map((r) => r.practising)),
        bars: rows.map((r) => ({
          label: r.label,
          value: r.mastered,
          text: `${r.mastered} of ${plural(r.practising, "learner")}`,
        })),
      },
      note: "A concept is mastered after five right answers in a row, and due for review after three days without practice (the rule each learner's page applies).",
    };
    const missedMost = [...rows]
      .filter((r) => r.missed > 0)
      .sort((a, b) => b.missedShare - a.missedShare || b.missed - a.missed);
    const missed: Panel = {
      table: {
        id: `${id}-missed`,
        caption: "Concepts missed most, with the latest item missed",
        columns: ["Concept", "Missed", "Answers", "Missed share", "An item a learner missed", "The engine's answer"],
        rows: missedMost.map((r) => {
          const item = sample(slug, r.concept);
          return [r.label, r.missed, r.answers, formatShare(r.missedShare), item?.prompt ?? "—", item?.answer ?? "—"];
        }),
      },
      chart: null,
      note: missedMost.length === 0 ? "No practice answer in this lesson was wrong." : null,
    };
    return { id, slug, heading: `${titleOf(slug)}: practice`, panels: [mastery, missed] };
  });
}

/** Each learner's answers replayed through the learner's own mastery rule, in the order given. */
function learnerRecords(answers: readonly ClassPracticeAnswer[]): Map<number, PracticeRecord> {
  const records = new Map<number, PracticeRecord>();
  answers.forEach((answer, at) => {
    if (!isConcept(answer.concept)) return;
    const record = records.get(answer.learnerId) ?? EMPTY_PRACTICE;
    // The store kept each ticket once already; the index stands in for it here.
    records.set(
      answer.learnerId,
      withAnswer(record, answer.concept, String(at), answer.right, answer.answeredAt.getTime()),
    );
  });
  return records;
}
