import type { z } from "zod";
import { formatPath } from "@/lib/validation/format-path";
import type { ContentProblem } from "./problems";

/**
 * Turns zod issues into content problems worded for an author: a missing field says
 * "is required", an unknown key is named, and everything keeps its field path.
 */
export function zodIssuesToProblems(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  fieldPrefix = "",
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (p: ReadonlyArray<PropertyKey>) => [fieldPrefix, formatPath(p)].filter(Boolean).join(" ");
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        problems.push({
          file,
          field: at([...issue.path, key]),
          message: "is not a known field: check its spelling or remove it",
        });
      }
    } else if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) {
      problems.push({ file, field: at(issue.path), message: `is required (expected ${issue.expected})` });
    } else {
      problems.push({ file, field: at(issue.path), message: issue.message });
    }
  }
  return problems;
}
