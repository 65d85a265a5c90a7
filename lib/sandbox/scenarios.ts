/**
 * Authored sandbox scenarios: `content/lessons/<slug>/scenarios.yaml`, a list of named
 * sandbox states that the lesson, the sandbox page and exercises can link to by id.
 * Server-only (reads files).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { duplicateIdMessage, repeatedIds } from "@/lib/content/author-messages";
import { ScenarioId, Teaches } from "@/lib/content/ids";
import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { ContentError } from "@/lib/content/problems";
import { readDataFile } from "@/lib/content/read-data-file";
import { numberIn } from "@/lib/envelope/range-schema";
import { CHAOS_DEFAULTS, CHAOS_FIELDS, type ChaosSettings, RETRY_MODES } from "./chaos-limits";
import { chaosSettingsToSearch } from "./chaos-link";
import { type SandboxState, SandboxStateSchema, sandboxStateToSearch } from "./sandbox-state";

/** A chaos run a scenario starts when it opens; every field optional, with the panel's defaults. */
const ChaosScenarioSchema = z.strictObject({
  calls: numberIn(CHAOS_FIELDS.calls.check).default(CHAOS_DEFAULTS.calls),
  p: numberIn(CHAOS_FIELDS.p.check).default(CHAOS_DEFAULTS.p),
  deadlineMs: numberIn(CHAOS_FIELDS.deadlineMs.check).default(CHAOS_DEFAULTS.deadlineMs),
  retries: z.enum(RETRY_MODES).default(CHAOS_DEFAULTS.retries),
  outage: z.boolean().default(CHAOS_DEFAULTS.outage),
}) satisfies z.ZodType<ChaosSettings, unknown>;

/** One authored scenario: a sandbox state with an id and a title a learner reads. */
export const ScenarioSchema = SandboxStateSchema.extend({
  id: ScenarioId.describe("The scenario's id, unique across every lesson: cards and <Sandbox scenario> name it."),
  title: z.string().trim().min(1, "is empty").max(100).describe("What happens, in at most 100 characters."),
  description: z
    .string()
    .trim()
    .min(1)
    .max(400)
    .optional()
    .describe("Why the call ends the way it does (at most 400 characters)."),
  /** The lesson's teaching points this scenario shows (docs/authoring.md, "Teaching points"). */
  teaches: Teaches.describe("The lesson's teaching points this scenario shows."),
  /** Optional: a chaos run that starts when the scenario opens (docs/sandbox.md). */
  chaos: ChaosScenarioSchema.optional().describe("Optional: a chaos run that starts when the scenario opens."),
});

export type Scenario = z.output<typeof ScenarioSchema>;

/** The file: a list of scenarios whose ids are unique. */
export const ScenarioFileSchema = z.array(ScenarioSchema).superRefine((scenarios, ctx) => {
  for (const issue of duplicateScenarioIds(scenarios)) ctx.addIssue({ code: "custom", ...issue });
});

/**
 * The rule "no two scenarios of a file share an id", on parsed or raw entries: the
 * content check also runs it on a file whose entries fail the schema, because zod
 * skips refinements once an entry is wrong.
 */
export function duplicateScenarioIds(entries: readonly unknown[]): { path: [number, "id"]; message: string }[] {
  return repeatedIds(entries, (entry) => (entry as { id?: unknown } | null)?.id).map(({ index, id, earlier }) => ({
    path: [index, "id"],
    message: duplicateIdMessage(id, "scenario", earlier),
  }));
}

/** Path of a lesson's scenarios file. */
export function scenariosFile(slug: string, dir: string = LESSONS_DIR): string {
  return path.join(/*turbopackIgnore: true*/ dir, slug, "scenarios.yaml");
}

/**
 * The scenarios of lesson `slug` (an empty list when it has no scenarios.yaml). Throws a
 * ContentError naming file, line and field for any problem, so a build fails loudly.
 */
export function loadScenarios(slug: string, dir: string = LESSONS_DIR): Scenario[] {
  const file = scenariosFile(slug, dir);
  if (!existsSync(file)) return [];
  const result = readDataFile(file, ScenarioFileSchema);
  if (!result.ok) throw new ContentError(result.problems);
  return result.value;
}

/** The sandbox state a scenario describes (its id, title and description dropped). */
export function scenarioState(scenario: Scenario): SandboxState {
  const { tool, args, timeoutMs, faults, seed, poolWait, calls } = scenario;
  return { tool, args, timeoutMs, faults, seed, poolWait, calls };
}

/** A link to the sandbox page that replays the scenario. */
export function scenarioHref(scenario: Scenario): string {
  const chaos = scenario.chaos ? `&${chaosSettingsToSearch(scenario.chaos)}` : "";
  return `/sandbox?${sandboxStateToSearch(scenarioState(scenario))}${chaos}`;
}
