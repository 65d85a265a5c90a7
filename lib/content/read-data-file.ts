import { existsSync, readFileSync } from "node:fs";
import { isMap, isSeq, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import type { ContentProblem } from "./problems";
import { repoPath } from "./repo-path";
import { describeYamlError } from "./yaml-error";
import { zodIssuesToProblems } from "./zod-problems";

export type DataFileResult<T> = { ok: true; value: T } | { ok: false; problems: ContentProblem[] };

/**
 * Reads an authored YAML file (exercise data, checkpoints) and parses it with a zod
 * schema. Every problem names the file, the line of the offending field and its
 * path, e.g. `content/lessons/x/match.yaml:14 cards[2].status: ...`.
 * A missing file is a problem too; callers with optional files check first.
 */
export function readDataFile<S extends z.ZodType>(absolutePath: string, schema: S): DataFileResult<z.output<S>> {
  const file = repoPath(absolutePath);
  if (!existsSync(absolutePath)) return { ok: false, problems: [{ file, field: "(file)", message: "is missing" }] };
  const lineCounter = new LineCounter();
  const text = readFileSync(absolutePath, "utf8");
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length > 0) {
    // One slip often gives two parser errors with the same explanation: report it once.
    const seen = new Set<string>();
    const problems = document.errors.flatMap((error) => {
      const { line, reason } = describeYamlError(error, text);
      const key = `${line}\u0000${reason}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ file, line, field: "YAML", message: `is not valid: ${reason}` }];
    });
    return { ok: false, problems };
  }
  const raw = document.toJS();
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const lineOf = (at: ReadonlyArray<PropertyKey>) => lineOfPath(document, at, lineCounter);
  return { ok: false, problems: zodIssuesToProblems(file, result.error.issues, { raw, schema, lineOf }) };
}

/** The line of the deepest node along `path` that exists in the YAML document. */
export function lineOfPath(
  document: ReturnType<typeof parseDocument>,
  issuePath: ReadonlyArray<PropertyKey>,
  lineCounter: LineCounter,
): number | undefined {
  let node: unknown = document.contents;
  let offset: number | undefined = (node as { range?: number[] } | null)?.range?.[0];
  for (const key of issuePath) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      offset = (pair.key as { range?: number[] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number") {
      node = node.items[key];
      offset = (node as { range?: number[] } | undefined)?.range?.[0] ?? offset;
    } else break;
  }
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}
