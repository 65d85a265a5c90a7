import type { z } from "zod";
import { formatAuthorPath } from "./author-path";
import { closestId, didYouMean } from "./did-you-mean";
import type { ContentProblem } from "./problems";
import { fieldsAt } from "./schema-fields";

/** What the reader of a file knows besides the issues: the data as written, its schema, its lines. */
export type IssueContext = {
  /** Put before every field, e.g. "front matter". */
  fieldPrefix?: string;
  /** The parsed data, so a message can say what was found (a length, a misspelt value). */
  raw?: unknown;
  /** The schema, so an unknown key can be matched to the nearest known field. */
  schema?: z.ZodType;
  /** The line of a field path in the file. */
  lineOf?: (path: ReadonlyArray<PropertyKey>) => number | undefined;
};

/**
 * Turns zod issues into content problems worded for an author: a missing field says
 * "is required", an unknown key is named with the nearest known field, a value outside
 * a list gets the nearest allowed one, a length limit says the length found, and every
 * problem keeps its field path (1-based, formatAuthorPath) and, when known, its line.
 */
export function zodIssuesToProblems(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  context: IssueContext = {},
): ContentProblem[] {
  const { fieldPrefix = "", raw, schema, lineOf } = context;
  const at = (p: ReadonlyArray<PropertyKey>) => [fieldPrefix, formatAuthorPath(p)].filter(Boolean).join(" ");
  const problem = (p: ReadonlyArray<PropertyKey>, message: string): ContentProblem => {
    const line = lineOf?.(p);
    return line === undefined ? { file, field: at(p), message } : { file, line, field: at(p), message };
  };
  const problems: ContentProblem[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const known = schema ? fieldsAt(schema, issue.path) : [];
      for (const key of issue.keys) {
        const close = closestId(key, known);
        problems.push(
          problem(
            [...issue.path, key],
            close
              ? `is not a known field; did you mean "${close}"? Rename it`
              : `is not a known field: check its spelling or remove it${known.length ? ` (fields here: ${known.join(", ")})` : ""}`,
          ),
        );
      }
      continue;
    }
    const found = valueAt(raw, issue.path);
    if (issue.code === "invalid_type" && found === undefined) {
      problems.push(problem(issue.path, `is required (expected ${issue.expected}); add it`));
    } else if (issue.code === "invalid_type") {
      problems.push(problem(issue.path, `${typeMessage(issue)}${typeHint(issue.expected, found)}`));
    } else if (issue.code === "invalid_value" && typeof found === "string") {
      problems.push(problem(issue.path, `${issue.message}${didYouMean(found, issue.values.map(String))}`));
    } else if (
      (issue.code === "too_big" || issue.code === "too_small") &&
      (typeof found === "string" || Array.isArray(found) || typeof found === "number")
    ) {
      const size =
        typeof found === "number"
          ? String(found)
          : `${found.length} ${typeof found === "string" ? "characters" : "entries"}`;
      problems.push(problem(issue.path, `${issue.message} (found ${size})`));
    } else {
      problems.push(problem(issue.path, issue.message));
    }
  }
  return problems;
}

/** The value at a zod issue path in the data as written; undefined when it is not there. */
function valueAt(raw: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** zod's default "Invalid input: expected number, received string" said plainly; a custom message is kept. */
function typeMessage(issue: z.core.$ZodIssueInvalidType): string {
  return /^Invalid input: expected \w+, received \w+$/.test(issue.message)
    ? `must be ${issue.expected}`
    : issue.message;
}

const TYPE_HINTS: Record<string, string> = {
  number: "write digits only, without quotes or units, e.g. 80",
  int: "write digits only, without quotes or units, e.g. 80",
  boolean: "write true or false without quotes",
  string: "write text, quoted if it holds a colon",
  array: "write a list with one '- ' item per line",
  object: "write indented 'key: value' lines",
};

function typeHint(expected: string, found: unknown): string {
  const shown = typeof found === "string" ? `"${found}"` : Array.isArray(found) ? "a list" : JSON.stringify(found);
  const how = TYPE_HINTS[expected];
  return ` (found ${shown})${how ? `: ${how}` : ""}`;
}
