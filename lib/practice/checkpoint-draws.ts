/**
 * The questions a graded checkpoint draws for each attempt (docs/practice.md, "In the
 * checkpoint"): generated from the lesson's practice templates and keyed by the engine,
 * from a seed only the server can make out of the attempt's ticket, so the key of one
 * attempt says nothing about the next. Server only (node:crypto); the seed goes into the
 * score token, so a grade can be checked again by drawing the same questions.
 */
import { seededStream } from "@/lib/envelope/prng";
import { explainStep } from "@/lib/envelope/steps";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import { type QuestionDrawer, seededPart } from "@/lib/exercises/checkpoint/draws";
import type { CheckpointQuestion } from "@/lib/exercises/checkpoint/schema";
import { generateItem, type PracticeItem, shuffle } from "./generate";
import { checkpointDraws, type LoadedPractice } from "./load";
import { toPublicItem } from "./public-item";
import { secretSeed } from "./serve";
import type { PracticeTemplate } from "./templates";

/** The seed of one attempt's draw: a secret seed (serve.ts) of the lesson and the ticket's seeded part. */
export const drawSeed = (key: Uint8Array | string, lesson: string, ticket: string): number =>
  secretSeed(key, ["checkpoint-draw", lesson, seededPart(ticket)]);

/**
 * `count` items for one attempt: the concepts in an order drawn from `seed`, taken in turn
 * (so every concept the templates practise is asked before any is asked twice), each item
 * from one of its concept's templates and its own draw of the seed's stream. A draw that
 * repeats an item already chosen is refused and the next one taken.
 */
export async function drawCheckpointItems(
  seed: number,
  templates: readonly PracticeTemplate[],
  count: number,
  executor: SqlExecutor,
): Promise<PracticeItem[]> {
  if (templates.length === 0) throw new Error("a checkpoint needs at least one practice template");
  const random = seededStream(seed, "checkpoint:items");
  const concepts = shuffle([...new Set(templates.map((template) => template.concept))], random);
  const items: PracticeItem[] = [];
  const seen = new Set<string>();
  for (let draws = 0; items.length < count; draws++) {
    if (draws > count * 20) throw new Error(`could not draw ${count} different items from these templates`);
    const concept = concepts[items.length % concepts.length];
    const own = templates.filter((template) => template.concept === concept);
    const template = own[Math.floor(random() * own.length)] as PracticeTemplate;
    const item = await generateItem(Math.floor(random() * 2 ** 32), template, executor);
    const identity = JSON.stringify([item.prompt, item.scenario]);
    if (seen.has(identity)) continue;
    seen.add(identity);
    items.push(item);
  }
  return items;
}

/** The id of the `at`th drawn question: the authored pattern's, with no authored id's look. */
export const drawnQuestionId = (at: number) => `drawn-${at + 1}`;

/**
 * `item` as a single-choice checkpoint question. Choices get positional ids (an answer id
 * such as "Error (timeout/deadline)" is no element id); the notes name the deciding step
 * on the key and never name the key on a wrong pick, which is shown before any reveal.
 */
export function asCheckpointQuestion(item: PracticeItem, at: number, section: string): CheckpointQuestion {
  return {
    id: drawnQuestionId(at),
    kind: "single",
    prompt: item.prompt,
    section,
    options: item.choices.map((choice, c) => ({
      id: `choice-${c + 1}`,
      text: choice.text,
      correct: choice.id === item.key,
      explanation:
        choice.id === item.key
          ? `The engine ran this call and it ended this way; the ${item.step} step decided it. ${explainStep(item.step)}`
          : "The engine ran this call and it did not end this way.",
    })),
  };
}

/**
 * The checkpoint's drawer over the lessons' practice.yaml: a lesson draws the questions its
 * `checkpoint:` entry asks for, from its own templates, keyed on `executor`.
 */
export function practiceDrawer(
  load: (slug: string) => LoadedPractice | null,
  key: () => Uint8Array,
  executor: () => SqlExecutor,
): QuestionDrawer {
  return {
    count: (slug) => checkpointDraws(load(slug)),
    async draw(slug, ticket) {
      const practice = load(slug);
      if (!practice?.checkpoint) throw new Error(`the checkpoint of ${slug} draws no questions`);
      const seed = drawSeed(key(), slug, ticket);
      const { templates } = practice;
      const items = await drawCheckpointItems(seed, templates, practice.checkpoint.draws, executor());
      // The schema gives every concept a section once the file has `checkpoint:`.
      const sectionOf = (item: PracticeItem) => templates.find((t) => t.concept === item.concept)?.section ?? "";
      return {
        seed,
        questions: items.map((item, at) => asCheckpointQuestion(item, at, sectionOf(item))),
        calls: items.map((item) => {
          const { ask, scenario } = toPublicItem(item);
          return { ask, scenario };
        }),
      };
    },
  };
}
