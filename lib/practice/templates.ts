/**
 * Author templates: which concepts a lesson practises and how each item's question reads.
 * Authored as data in content/lessons/<slug>/practice.yaml; a stem holds placeholders in
 * braces that the generator fills from the scenario, never code.
 */
import { z } from "zod";
import type { SteadyFault } from "@/lib/envelope/faults";
import { CONCEPT_IDS, type ConceptId } from "./concept-ids";
import { ASKS } from "./concepts";
import type { Scenario } from "./scenario";

/** The templates' file beside lesson.mdx, where a future practice exercise kind will find it. */
export const PRACTICE_FILE = "practice.yaml";

/** Placeholders every stem may use, and those only a retried scenario can fill. */
const PLACEHOLDERS = ["tool", "args", "timeoutMs", "faults"] as const;
const RETRY_PLACEHOLDERS = ["maxAttempts", "budgetMs"] as const;
const PLACEHOLDER = /\{([^{}]*)\}/g;

const TemplateSchema = z.object({ ask: z.string(), stem: z.string().trim().min(10).max(400) }).strict();

/** Most questions one checkpoint attempt may draw: each is keyed by running the engine while the student waits. */
export const MAX_CHECKPOINT_DRAWS = 10;

/** How many generated questions each attempt of the lesson's graded checkpoint adds (docs/practice.md). */
export const CheckpointDraws = z.object({ draws: z.number().int().min(1).max(MAX_CHECKPOINT_DRAWS) }).strict();
export type CheckpointDraws = z.infer<typeof CheckpointDraws>;

export const PracticeFileSchema = z
  .object({
    concepts: z
      .array(
        z
          .object({
            concept: z.enum(CONCEPT_IDS),
            // The heading the concept is taught under: a drawn checkpoint question's "Review" link.
            section: z.string().min(1).max(80).optional(),
            items: z.array(TemplateSchema).min(1).max(20),
          })
          .strict(),
      )
      .min(1),
    checkpoint: CheckpointDraws.optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.concepts.forEach(({ concept, section, items }, at) => {
      if (file.checkpoint && section === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["concepts", at, "section"],
          message: "the checkpoint draws questions on this concept: name the heading it is taught under",
        });
      if (seen.has(concept))
        ctx.addIssue({
          code: "custom",
          path: ["concepts", at, "concept"],
          message: `${concept} is listed twice; merge its items`,
        });
      seen.add(concept);
      items.forEach(({ ask, stem }, item) => {
        const path = ["concepts", at, "items", item];
        const problem = askProblem(concept, ask) ?? stemProblem(ask, stem);
        if (problem) ctx.addIssue({ code: "custom", path: [...path, problem.field], message: problem.message });
      });
    });
  });
export type PracticeFile = z.infer<typeof PracticeFileSchema>;

/** One item template, as the generator takes it. */
export interface PracticeTemplate {
  lesson: string;
  concept: ConceptId;
  /** The heading the concept is taught under, when the file names one. */
  section?: string;
  ask: string;
  stem: string;
}

function askProblem(concept: ConceptId, ask: string) {
  const own = Object.keys(ASKS).filter((id) => ASKS[id]?.concept === concept);
  if (own.includes(ask)) return undefined;
  return { field: "ask", message: `"${ask}" is not an ask of ${concept}; use one of ${own.join(", ")}` };
}

function stemProblem(ask: string, stem: string) {
  const allowed: string[] = [...PLACEHOLDERS, ...(ASKS[ask]?.pool === "retry" ? RETRY_PLACEHOLDERS : [])];
  for (const [, name] of stem.matchAll(PLACEHOLDER)) {
    if (!allowed.includes(name ?? ""))
      return {
        field: "stem",
        message: `{${name}} is not a placeholder here; use ${allowed.map((p) => `{${p}}`).join(", ")}`,
      };
  }
  return undefined;
}

/** The templates of a lesson's parsed practice.yaml, one per item. */
export function lessonTemplates(lesson: string, file: PracticeFile): PracticeTemplate[] {
  return file.concepts.flatMap(({ concept, section, items }) =>
    items.map((item) => ({ lesson, concept, ...(section !== undefined && { section }), ...item })),
  );
}

/** The stem with its placeholders filled from `scenario`. */
export function fillStem(stem: string, scenario: Scenario): string {
  const values: Record<string, string> = {
    tool: scenario.tool,
    args: JSON.stringify(scenario.args),
    timeoutMs: `${scenario.timeoutMs} ms`,
    faults: describeFaults(scenario),
    maxAttempts: String(scenario.retry?.maxAttempts),
    budgetMs: `${scenario.retry?.budgetMs} ms`,
  };
  return stem.replace(PLACEHOLDER, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The fault plan in words. */
export function describeFaults(scenario: Scenario): string {
  const entries = Object.entries(scenario.faults) as [string, SteadyFault][];
  if (entries.length === 0) return "no injected faults";
  return entries.map(([tool, fault]) => faultWords(tool, fault)).join("; ");
}

function faultWords(tool: string, fault: SteadyFault): string {
  switch (fault.kind) {
    case "throw":
      return `${tool} throws an error`;
    case "hang":
      return `${tool} never answers`;
    case "slow":
      return `${tool} starts its work ${fault.ms} ms late`;
    case "outage":
      return "the weather service is down (HTTP 503 with Retry-After: 1)";
    case "pool_exhausted":
      return "every database connection is held by someone else";
    case "slow_query":
    case "ignores_signal":
      return `the query takes ${fault.ms} ms`;
    case "late_reply":
      return `the email goes out, then the reply takes ${fault.ms} ms more`;
  }
}
