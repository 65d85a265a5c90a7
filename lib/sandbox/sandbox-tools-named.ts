/**
 * Tools a lesson names for the sandbox, in scenarios.yaml and in links to /sandbox, must
 * be tools the sandbox has, or the run silently shows "unknown tool" instead of the lesson's
 * point. An unknown tool is a lesson device too (error-envelope's "calculater"), so one is
 * allowed where the scenario says it means it: its title or description names the tool.
 */
import type { Issue } from "@/lib/content/check-data-files";
import { didYouMean } from "@/lib/content/did-you-mean";
import { isToolName, TOOL_NAMES } from "@/lib/envelope/tool-names";
import { parseSandboxQuery, SANDBOX_PARAMS } from "./sandbox-state";

/** The message for a tool the sandbox lacks, with the way to keep it on purpose when there is one. */
export function unknownToolMessage(tool: string, onPurpose: string): string {
  return `"${tool}" is not a tool of the sandbox${didYouMean(tool, TOOL_NAMES)} (tools: ${TOOL_NAMES.join(", ")}); fix the name, or ${onPurpose}`;
}

/** Each scenario whose tool the sandbox lacks, unless its title or description names that tool. */
export function unknownScenarioTools(entries: readonly Record<string, unknown>[]): Issue[] {
  return entries.flatMap((entry, index) => {
    const { tool, title, description } = entry;
    if (typeof tool !== "string" || isToolName(tool.trim())) return [];
    if (`${title ?? ""} ${description ?? ""}`.includes(tool.trim())) return [];
    const onPurpose = `if the call is meant to fail as an unknown tool, name "${tool}" in the scenario's title or description`;
    return [{ path: [index, "tool"], message: unknownToolMessage(tool, onPurpose) }];
  });
}

/** What is wrong with a link to the sandbox page: a parameter it would drop, or a tool it lacks. */
export function sandboxLinkProblems(search: URLSearchParams): string[] {
  const query = Object.fromEntries(search);
  const { state, notices } = parseSandboxQuery(query);
  const problems = notices.map((notice) => notice.replace(/^The/, "the").replace(/, so .*$/, ""));
  if (query[SANDBOX_PARAMS.tool] !== undefined && !isToolName(state.tool))
    problems.push(
      unknownToolMessage(
        state.tool,
        "to show an unknown tool on purpose, start the sandbox from a scenario that says so",
      ),
    );
  return problems;
}
