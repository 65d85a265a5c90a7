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
  const document = parseDocument(readFileSync(absolutePath, "utf8"), { lineCounter });
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const { line, reason } = describeYamlError(error);
        return { file, line, field: "YAML", message: `is not valid: ${reason}` };
      }),
    };
  }
  const result = schema.safeParse(document.toJS());
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.flatMap((issue) => {
    const line = lineOfPath(document, issue.path, lineCounter);
    return zodIssuesToProblems(file, [issue]).map((problem) => ({ ...problem, line }));
  });
  return { ok: false, problems };
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
