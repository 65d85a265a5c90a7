/**
 * Claims in a lesson that the engine decides, checked against the engine itself (issue 37):
 * a bound on the envelope's keys, what the trace keeps of an error, and how many attempts
 * the retry loop makes for a scenario. The facts come from the engine's own constants and
 * from running it, never from numbers written here. Each rule matches a narrow phrasing, so
 * text that says something else passes untouched.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { formatAuthorPath } from "@/lib/content/author-path";
import { isObject, objects } from "@/lib/content/check-data-files";
import { LESSONS_DIR, readLessonSource } from "@/lib/content/lesson-files";
import type { ContentProblem } from "@/lib/content/problems";
import { lineOfPath } from "@/lib/content/read-data-file";
import { repoPath } from "@/lib/content/repo-path";
import { MAX_MESSAGE_LENGTH } from "@/lib/envelope/describe-thrown";
import { loadSqlFromNodeModules } from "@/lib/envelope/node";
import { cancelled } from "@/lib/envelope/retry";
import { TOOL_STATUSES, ToolResultSchema } from "@/lib/envelope/tool-result";
import { createInProcessExecutor } from "@/lib/envelope/tools/sql-executor";
import { CHAOS_RETRY_POLICY } from "@/lib/sandbox/chaos-retries";
import { scenarioAttempts } from "@/lib/sandbox/scenario-attempts";
import { loadScenarios, type Scenario } from "@/lib/sandbox/scenarios";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const NUMBER = `(\\d+|${NUMBER_WORDS.join("|")}|once|twice)`;

/** "four", "4", "twice": the count a word states, or undefined. */
function count(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower === "once") return 1;
  if (lower === "twice") return 2;
  const index = NUMBER_WORDS.indexOf(lower);
  return /^\d+$/.test(lower) ? Number(lower) : index >= 0 ? index : undefined;
}

/** The keys an envelope of each status may carry, read from the engine's schema. */
const KEYS_BY_STATUS = new Map(
  TOOL_STATUSES.map((status) => {
    const variant = ToolResultSchema.options.find((option) => option.shape.status.safeParse(status).success);
    return [status, Object.keys(variant?.shape ?? {})] as const;
  }),
);

const KEY_BOUND = new RegExp(`\\b(?:(?:never|no|not) more than|at most|only|up to) ${NUMBER} (?:keys|fields)\\b`, "i");
const TRACE_CHARS = /\b(\d[\d,]*)[- ]characters?\b/i;
const WHOLE_ERROR = /\b(?:full|whole|entire|complete|untruncated) (?:error|message|stack)/i;

/** What a sentence of lesson prose claims against the engine, in words, or nothing. */
export function proseClaimProblems(sentence: string): string[] {
  const problems: string[] = [];
  const bound = sentence.match(KEY_BOUND);
  const stated = bound?.[1] === undefined ? undefined : count(bound[1]);
  if (stated !== undefined) {
    const named = TOOL_STATUSES.filter((status) => new RegExp(`\\b${status}\\b`).test(sentence));
    const keys = (named.length ? named : TOOL_STATUSES).map((status) => KEYS_BY_STATUS.get(status) ?? []);
    const most = keys.reduce((a, b) => (b.length > a.length ? b : a), []);
    if (stated < most.length)
      problems.push(
        `says "${bound?.[0]}", but an envelope can carry ${most.length} (${most.join(", ")}; lib/envelope/tool-result.ts): count the optional ones, or say which envelope`,
      );
  }
  if (/\btrace\b/i.test(sentence)) {
    const chars = sentence.match(TRACE_CHARS);
    if (chars?.[1] && Number(chars[1].replace(/,/g, "")) !== MAX_MESSAGE_LENGTH)
      problems.push(
        `says the trace keeps "${chars[0]}", but an error's message is cut at ${MAX_MESSAGE_LENGTH} characters (lib/envelope/describe-thrown.ts): write ${MAX_MESSAGE_LENGTH}`,
      );
    const whole = sentence.match(WHOLE_ERROR);
    if (whole)
      problems.push(
        `says "${whole[0]}" beside the trace, but the trace keeps only an error's message, cut at ${MAX_MESSAGE_LENGTH} characters, with no stack or cause: say what it keeps`,
      );
  }
  return problems;
}

const ATTEMPTS = new RegExp(
  `(?<!\\b(?:nearly|about|almost|over|under|least|most|than|first|last|next|other) )\\b${NUMBER}( extra| more)? (?:attempts?|tries)\\b(?! per)`,
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
 * Problems with the engine's facts in one lesson: the prose of lesson.mdx (outside code);
 * a match place for the status of a call no tool ran that says the tool ran; the attempts
 * stated by each scenario's description and by the explanation and notes of each match card
 * that links a scenario, against the retry loop run on that scenario.
 */
export async function checkEngineClaims(slug: string, dir: string = LESSONS_DIR): Promise<ContentProblem[]> {
  const folder = path.join(/*turbopackIgnore: true*/ dir, slug);
  const matchFile = path.join(folder, "match.yaml");
  const match = existsSync(matchFile) ? parseDocument(readFileSync(matchFile, "utf8")).toJS() : undefined;
  const problems = [...proseProblems(slug, dir), ...(match === undefined ? [] : placeProblems(matchFile, match))];
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

/** The file, line and field of `at` in a YAML file, as content:check names them. */
function yamlPlace(file: string, at: (string | number)[]) {
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, "utf8"), { lineCounter });
  return { file: repoPath(file), line: lineOfPath(document, at, lineCounter), field: formatAuthorPath(at) };
}

function memo<K, V>(compute: (key: K) => Promise<V>) {
  const seen = new Map<K, Promise<V>>();
  return (key: K) => {
    const known = seen.get(key) ?? compute(key);
    seen.set(key, known);
    return known;
  };
}
