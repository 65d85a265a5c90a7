/**
 * Practice items from a seed, keyed by the engine. A draw is refused, and the next one
 * taken, when the engine cannot decide it: no envelope, an outcome outside the ask's
 * answers, or an outcome that changes when only what the learner cannot see changes (the
 * seed behind latencies and jitter) or when the deadline moves by more than the slowest
 * natural latency: such an item would have two defensible answers.
 */
import { seededStream } from "@/lib/envelope/prng";
import type { StepId } from "@/lib/envelope/steps";
import type { SqlExecutor } from "@/lib/envelope/tools/sql-executor";
import type { ConceptId } from "./concept-ids";
import { ASKS } from "./concepts";
import { runScenario } from "./run-scenario";
import { drawScenario, type Scenario } from "./scenario";
import { fillStem, type PracticeTemplate } from "./templates";

/** One choice as the learner sees it: `id` is the engine outcome it stands for. */
export interface Choice {
  id: string;
  text: string;
}

export interface PracticeItem {
  seed: number;
  lesson: string;
  concept: ConceptId;
  ask: string;
  scenario: Scenario;
  prompt: string;
  choices: Choice[];
  /** The id of the right choice: what the engine did. Server only. */
  key: string;
  /** The step that decided the envelope, for feedback. Server only. */
  step: StepId;
}

/** More than the slowest natural latency (weather: up to 480 ms), so "in time" is never close. */
export const DEADLINE_MARGIN_MS = 500;
/** Draws tried before a template is declared unable to make an item (a bug, not bad luck). */
const MAX_DRAWS = 400;

/**
 * The outcome of `scenario` for `ask`, or undefined when the engine cannot decide it (see
 * above). With `wanted`, gives up as soon as the first run ends elsewhere (cheaper).
 */
export async function keyScenario(scenario: Scenario, askId: string, executor: SqlExecutor, wanted?: string) {
  const ask = ASKS[askId];
  if (ask === undefined) throw new Error(`unknown ask "${askId}"`);
  const { seed, timeoutMs } = scenario;
  const variants = [
    scenario,
    { ...scenario, seed: (seed + 1) >>> 0, timeoutMs: timeoutMs - DEADLINE_MARGIN_MS },
    { ...scenario, seed: (seed + 2) >>> 0, timeoutMs: timeoutMs + DEADLINE_MARGIN_MS },
  ];
  let keyed: { key: string; step: StepId } | undefined;
  for (const variant of variants) {
    const observed = await runScenario(variant, executor);
    const key = observed && ask.outcome(observed);
    if (observed === undefined || key === undefined || !(key in ask.answers)) return undefined;
    if (wanted !== undefined && key !== wanted) return undefined;
    if (keyed !== undefined && keyed.key !== key) return undefined;
    keyed ??= { key, step: observed.step };
  }
  return keyed;
}

/**
 * The item `template` makes from `seed`: the same seed and template give the same item,
 * whatever was generated before. Throws only when the template can make no item at all.
 */
export async function generateItem(
  seed: number,
  template: PracticeTemplate,
  executor: SqlExecutor,
): Promise<PracticeItem> {
  const ask = ASKS[template.ask];
  if (ask === undefined) throw new Error(`unknown ask "${template.ask}"`);
  const random = seededStream(seed, `practice:${template.concept}:${template.ask}`);
  // Aim at an answer first, so keys are spread over the answers and "always pick ok" is
  // worth chance; the engine still decides, a draw that ends elsewhere is only set aside.
  const target = pickOne(Object.keys(ask.answers), random);
  const setAside: Scenario[] = [];
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const scenario = drawScenario(random, ask.pool);
    const keyed = await keyScenario(scenario, template.ask, executor, target);
    if (keyed !== undefined) return makeItem(seed, template, { scenario, ...keyed }, random);
    setAside.push(scenario);
  }
  // The target was out of reach for this template: the first decidable draw instead.
  for (const scenario of setAside) {
    const keyed = await keyScenario(scenario, template.ask, executor);
    if (keyed !== undefined) return makeItem(seed, template, { scenario, ...keyed }, random);
  }
  throw new Error(`the ${template.ask} template of ${template.lesson} made no decidable item in ${MAX_DRAWS} draws`);
}

/** The item for a keyed scenario: 3 or 4 choices, one per engine outcome, in a seeded order. */
function makeItem(
  seed: number,
  template: PracticeTemplate,
  keyed: { scenario: Scenario; key: string; step: StepId },
  random: () => number,
): PracticeItem {
  const answers = ASKS[template.ask]?.answers ?? {};
  const others = shuffle(
    Object.keys(answers).filter((id) => id !== keyed.key),
    random,
  );
  const count = Math.min(others.length + 1, random() < 0.5 ? 3 : 4);
  const ids = shuffle([keyed.key, ...others.slice(0, count - 1)], random);
  const choices = ids.map((id) => ({ id, text: answers[id] as string }));
  const { lesson, concept, ask, stem } = template;
  return { seed, lesson, concept, ask, prompt: fillStem(stem, keyed.scenario), choices, ...keyed };
}

const pickOne = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;

/** Fisher–Yates with a seeded stream. */
export function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
