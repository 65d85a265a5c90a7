/**
 * Engine facts in a lesson's data files (check-engine-claims.ts): every text a student reads
 * in scenarios.yaml, match.yaml and checkpoint.yaml, sentence by sentence, and right
 * checkpoint options that list a failure envelope's fields, against the layer run here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { formatAuthorPath } from "@/lib/content/author-path";
import { isObject, objects } from "@/lib/content/check-data-files";
import type { ContentProblem } from "@/lib/content/problems";
import { lineOfPath } from "@/lib/content/read-data-file";
import { repoPath } from "@/lib/content/repo-path";
import { ToolsLayer } from "@/lib/envelope/tools-layer";
import { proseClaimProblems } from "./claim-sentences";

/** Fields of the data files that hold sentences a student reads; ids, code and statuses are left alone. */
const TEXT_FIELDS = new Set(["title", "description", "prompt", "hint", "text", "explanation"]);
const TEXT_PARENTS = new Set(["misconceptions", "targets"]);

/** Each sentence a student reads in scenarios.yaml, match.yaml and checkpoint.yaml, against {@link proseClaimProblems}. */
export function yamlTextProblems(folder: string): ContentProblem[] {
  return ["scenarios.yaml", "match.yaml", "checkpoint.yaml"].flatMap((name) => {
    const file = path.join(folder, name);
    if (!existsSync(file)) return [];
    const texts: [(string | number)[], string][] = [];
    const walk = (value: unknown, at: (string | number)[]) => {
      const key = at.at(-1);
      const parent = at.at(-2);
      if (typeof value === "string" && (TEXT_FIELDS.has(String(key)) || TEXT_PARENTS.has(String(parent))))
        texts.push([at, value]);
      else if (Array.isArray(value)) for (const [index, each] of value.entries()) walk(each, [...at, index]);
      else if (isObject(value)) for (const [field, each] of Object.entries(value)) walk(each, [...at, field]);
    };
    walk(parseDocument(readFileSync(file, "utf8")).toJS(), []);
    return texts.flatMap(([at, text]) =>
      text
        .split(/(?<=[.!?])\s+/)
        .flatMap(proseClaimProblems)
        .map((message) => ({ ...yamlPlace(file, at), message })),
    );
  });
}

/** A checkpoint option that is nothing but a list of envelope fields: "status, tool and error". */
const FIELD_LIST = /^(?:(?:status|tool|output|error|code|retry)(?:,? and |, |$))+$/;

/**
 * The fields every failure envelope of the layer carries, read by running it on four
 * failing calls (unknown tool, bad arguments, a throw, a deadline) and keeping the keys
 * all four share.
 */
async function keysOfEveryFailure(): Promise<string[]> {
  const never = () => new Promise<never>(() => {});
  const fail = async () => {
    throw new Error("x");
  };
  const tools = [
    { name: "throws", description: "", argsSchema: z.object({}), run: fail },
    { name: "hangs", description: "", argsSchema: z.object({}), timeoutMs: 1, run: never },
  ];
  const layer = new ToolsLayer(tools);
  const results = await Promise.all([
    layer.run("missing", {}),
    layer.run("throws", { extra: 1 }),
    layer.run("throws", {}),
    layer.run("hangs", {}),
  ]);
  const [first, ...rest] = results.map((result) => Object.keys(result));
  return (first ?? []).filter((key) => rest.every((keys) => keys.includes(key)));
}

/**
 * Right checkpoint options that list a failure envelope's fields (they name error) but leave
 * out one the layer always sets: a list of the fields has to be the list the engine gives.
 */
export async function fieldListProblems(folder: string): Promise<ContentProblem[]> {
  const file = path.join(folder, "checkpoint.yaml");
  if (!existsSync(file)) return [];
  const raw = parseDocument(readFileSync(file, "utf8")).toJS();
  const lists = objects(isObject(raw) ? raw.questions : []).flatMap((question, q) =>
    objects(question.options).flatMap((option, o) => {
      const text = typeof option.text === "string" ? option.text.trim().toLowerCase() : "";
      return option.correct === true && FIELD_LIST.test(text)
        ? [{ at: ["questions", q, "options", o, "text"], text }]
        : [];
    }),
  );
  if (lists.length === 0) return [];
  const always = await keysOfEveryFailure();
  return lists.flatMap(({ at, text }) => {
    const named = text.split(/,? and |, /);
    const missing = always.filter((key) => !named.includes(key));
    if (!named.includes("error") || missing.length === 0) return [];
    const message = `lists a failure envelope's fields as "${text}", but every failure the layer returns also carries ${missing.join(", ")} (lib/envelope/tools-layer.ts): list them all, or ask about one field`;
    return [{ ...yamlPlace(file, at), message }];
  });
}

/** The file, line and field of `at` in a YAML file, as content:check names them. */
export function yamlPlace(file: string, at: (string | number)[]) {
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, "utf8"), { lineCounter });
  return { file: repoPath(file), line: lineOfPath(document, at, lineCounter), field: formatAuthorPath(at) };
}
