/**
 * Claims in a lesson that the engine decides, checked against the engine itself (issue 37,
 * and the review of lessons 1 and 2): a bound on the envelope's keys or a list of a
 * failure's fields, what the trace keeps of an error, a tool_error said to need a tool that
 * ran, MCP's protocol error said to reach the model, every call said to be safe to repeat,
 * and how many attempts the retry loop makes for a scenario. The facts come from the
 * engine's own constants and from running it, never from numbers written here. Each rule
 * matches a narrow phrasing, so text that says something else passes untouched. The
 * sentence rules live in claim-sentences.ts, the data files' texts in data-file-claims.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { isObject, objects } from "@/lib/content/check-data-files";
import { LESSONS_DIR, readLessonSource } from "@/lib/content/lesson-files";
import type { ContentProblem } from "@/lib/content/problems";
import { loadSqlFromNodeModules } from "@/lib/envelope/node";
import { cancelled } from "@/lib/envelope/retry";
import { createInProcessExecutor } from "@/lib/envelope/tools/sql-executor";
import { CHAOS_RETRY_POLICY } from "@/lib/sandbox/chaos-retries";
import { scenarioAttempts } from "@/lib/sandbox/scenario-attempts";
import { loadScenarios, type Scenario } from "@/lib/sandbox/scenarios";
import { count, NUMBER, proseClaimProblems } from "./claim-sentences";
import { fieldListProblems, yamlPlace, yamlTextProblems } from "./data-file-claims";

export { proseClaimProblems };

const ATTEMPTS = new RegExp(
  `(?<!\\b(?:nearly|about|almost|over|under|least|most|than|first|last|next|other) )\\b${NUMBER}( extra| more)? (?:attempts?|tries|try)\\b(?! per)`,
  "gi",
);
const TRIED = new RegExp(`\\btried (?:${NUMBER} times|(once|twice))\\b`, "gi");
const LIMIT = new RegExp(`\\b(?:up to|limit of|at most) (?:its |the )?${NUMBER} attempts\\b`, "i");

/**
 * The attempts a text states for one call: "four attempts", "tried twice", "one extra
 * attempt" (two in all). A limit ("up to four attempts") is the policy's maxAttempts, not a
 * count. Approximations and rates ("nearly two attempts per call") state nothing.
 */
export function statedAttempts(text: string): { said: string; attempts: number; limit: boolean }[] {
  const found: { said: string; attempts: number; limit: boolean }[] = [];
  const limit = text.match(LIMIT);
  const limitCount = limit?.[1] === undefined ? undefined : count(limit[1]);
  if (limit && limitCount !== undefined) found.push({ said: limit[0], attempts: limitCount, limit: true });
  for (const match of text.matchAll(ATTEMPTS)) {
    const n = count(match[1] ?? "");
    if (n === undefined || limit?.[0].endsWith(match[0])) continue;
    found.push({ said: match[0], attempts: match[2] ? n + 1 : n, limit: false });
  }
  for (const match of text.matchAll(TRIED)) {
    const n = count(match[1] ?? match[2] ?? "");
    if (n !== undefined) found.push({ said: match[0], attempts: n, limit: false });
  }
  return found;
}

/**
 * Problems with the engine's facts in one lesson: the prose of lesson.mdx (outside code)
 * and the texts of its data files; a right checkpoint option listing a failure's fields; a
 * match place for the status of a call no tool ran that says the tool ran; the attempts
 * stated by each scenario's description and by the explanation and notes of each match card
 * that links a scenario, against the retry loop run on that scenario.
 */
export async function checkEngineClaims(slug: string, dir: string = LESSONS_DIR): Promise<ContentProblem[]> {
  const folder = path.join(/*turbopackIgnore: true*/ dir, slug);
  const matchFile = path.join(folder, "match.yaml");
  const match = existsSync(matchFile) ? parseDocument(readFileSync(matchFile, "utf8")).toJS() : undefined;
  const problems = [
    ...proseProblems(slug, dir),
    ...yamlTextProblems(folder),
    ...(await fieldListProblems(folder)),
    ...(match === undefined ? [] : placeProblems(matchFile, match)),
  ];
  let scenarios: Scenario[];
  try {
    scenarios = loadScenarios(slug, dir);
  } catch {
    return problems; // scenarios.yaml's own check says why
  }
  // NOTE: a scenario is run only when a text states its attempts, so a lesson pays for the claims it makes.
  const executor = createInProcessExecutor(loadSqlFromNodeModules);
  const attemptsOf = memo((scenario: Scenario) => scenarioAttempts(scenario, executor));
  const judge = async (file: string, at: (string | number)[], text: unknown, scenario: Scenario | undefined) => {
    // A scenario that Runs several calls counts those calls, not a retry loop's attempts.
    if (typeof text !== "string" || !scenario || scenario.calls > 1) return;
    for (const claim of statedAttempts(text)) {
      const engine = claim.limit ? CHAOS_RETRY_POLICY.maxAttempts : await attemptsOf(scenario);
      if (claim.attempts === engine) continue;
      const what = claim.limit
        ? `the lab's retry loop allows ${engine} (CHAOS_RETRY_POLICY, lib/sandbox/chaos-retries.ts)`
        : `the lab's retry loop makes ${engine} when it runs the scenario ${scenario.id}`;
      problems.push({
        ...yamlPlace(file, at),
        message: `says "${claim.said}", but ${what}: say ${engine} attempts in all`,
      });
    }
  };
  try {
    const scenariosFile = path.join(folder, "scenarios.yaml");
    for (const [index, scenario] of scenarios.entries())
      await judge(scenariosFile, [index, "description"], scenario.description, scenario);
    for (const [index, card] of objects(isObject(match) ? match.cards : []).entries()) {
      const scenario = scenarios.find((each) => each.id === card.scenario);
      await judge(matchFile, ["cards", index, "explanation"], card.explanation, scenario);
      for (const [key, note] of Object.entries(isObject(card.misconceptions) ? card.misconceptions : {}))
        await judge(matchFile, ["cards", index, "misconceptions", key], note, scenario);
    }
  } finally {
    executor.close();
  }
  return problems;
}

/** Each sentence of lesson.mdx outside code blocks, against {@link proseClaimProblems}. */
function proseProblems(slug: string, dir: string): ContentProblem[] {
  const source = readLessonSource(slug, dir);
  if (!source.ok) return [];
  const { file, body, bodyLineOffset } = source.value;
  const problems: ContentProblem[] = [];
  let fenced = false;
  body.split("\n").forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const sentence of text.split(/(?<=[.!?])\s+/))
      for (const message of proseClaimProblems(sentence))
        problems.push({ file, line: index + 1 + bodyLineOffset, field: "text", message });
  });
  return problems;
}

const TOOL_RAN = /\b(?:the |a )?tool (?:ran|runs|has run|was run|was called|started)\b/i;

/**
 * The match place of the status the engine gives a call that no tool ran (a user's cancel,
 * a breaker's refusal), when its description says the tool ran: cards of those calls would
 * sit on a place that denies them.
 */
function placeProblems(matchFile: string, raw: unknown): ContentProblem[] {
  const file = isObject(raw) ? raw : {};
  const status = cancelled("any").status;
  const places: [(string | number)[], unknown][] = Array.isArray(file.categories)
    ? objects(file.categories).flatMap((category, index) =>
        category.id === status ? [[["categories", index, "description"], category.description]] : [],
      )
    : [[["targets", status], isObject(file.targets) ? file.targets[status] : undefined]];
  return places.flatMap(([at, text]) => {
    const ran = typeof text === "string" ? text.match(TOOL_RAN) : null;
    if (!ran) return [];
    const message = `says "${ran[0]}", but the engine ends a call no tool ran as ${status} too (a user's cancel, lib/envelope/retry.ts; an open breaker's refusal): describe ${status} without a run`;
    return [{ ...yamlPlace(matchFile, at), message }];
  });
}

function memo<K, V>(compute: (key: K) => Promise<V>) {
  const seen = new Map<K, Promise<V>>();
  return (key: K) => {
    const known = seen.get(key) ?? compute(key);
    seen.set(key, known);
    return known;
  };
}
