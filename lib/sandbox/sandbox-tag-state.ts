import { LESSONS_DIR } from "@/lib/content/lesson-files";
import { scenarioOwners } from "@/lib/content/scenario-ids-across-lessons";
import { checkSandboxTag, type SandboxTagProps, tagTargetError } from "@/lib/content/tag-targets";
import { decodeFaultPlan } from "@/lib/envelope/fault-codec";
import { defaultArgsFor } from "./presets";
import { DEFAULT_SANDBOX_STATE, type SandboxState } from "./sandbox-state";
import { loadScenarios, scenarioState } from "./scenarios";

/**
 * The state a <Sandbox> tag in lesson `slug` starts from: its scenario (one of this
 * lesson's), then `tool`, `args` and `faults` laid over it. Props that content:check
 * would refuse throw a ContentError with the same message, so the build fails on them.
 */
export function loadSandboxTagState(slug: string, props: SandboxTagProps, dir: string = LESSONS_DIR): SandboxState {
  const scenarios = loadScenarios(slug, dir);
  const problems = checkSandboxTag(
    props,
    scenarios.map((scenario) => scenario.id),
    scenarioOwners(dir, slug),
  );
  if (problems.length > 0) throw tagTargetError(slug, problems, dir);
  const scenario = scenarios.find((candidate) => candidate.id === props.scenario);
  let state: SandboxState = scenario ? scenarioState(scenario) : { ...DEFAULT_SANDBOX_STATE };
  if (props.tool !== undefined) state = { ...state, tool: props.tool, args: defaultArgsFor(props.tool) };
  if (props.args !== undefined) state = { ...state, args: props.args };
  const faults = props.faults === undefined ? undefined : decodeFaultPlan(props.faults);
  if (faults?.ok) state = { ...state, faults: faults.plan };
  return state;
}
