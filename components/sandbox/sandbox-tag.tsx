import { decodeFaultPlan } from "@/lib/envelope";
import { defaultArgsFor } from "@/lib/sandbox/presets";
import { DEFAULT_SANDBOX_STATE, type SandboxState } from "@/lib/sandbox/sandbox-state";
import { findScenario, scenarioState } from "@/lib/sandbox/scenarios";
import { SandboxSection } from "./sandbox-section";

interface Props {
  scenario?: string;
  tool?: string;
  args?: string;
  faults?: string;
}

/**
 * The authored `<Sandbox />` tag: a live sandbox in the lesson, starting from a named
 * scenario or from the props given. A wrong prop fails the build with a message naming it.
 */
export function Sandbox({ scenario, tool, args, faults }: Props) {
  let state: SandboxState = { ...DEFAULT_SANDBOX_STATE };
  if (scenario !== undefined) {
    const found = findScenario(scenario);
    if (!found) throw new Error(`<Sandbox scenario="${scenario}">: no lesson's scenarios.yaml has that id`);
    state = scenarioState(found);
  }
  if (tool !== undefined) state = { ...state, tool, args: defaultArgsFor(tool) };
  if (args !== undefined) {
    try {
      JSON.parse(args);
    } catch (thrown) {
      throw new Error(`<Sandbox args>: is not valid JSON (${thrown instanceof Error ? thrown.message : thrown})`);
    }
    state = { ...state, args };
  }
  if (faults !== undefined) {
    const decoded = decodeFaultPlan(faults);
    if (!decoded.ok) throw new Error(`<Sandbox faults="${faults}">: ${decoded.error}`);
    state = { ...state, faults: decoded.plan };
  }
  // Ids inside the sandbox derive from this one, so two tags in a lesson must differ.
  const id = `lesson-sandbox${scenario ? `-${scenario}` : tool ? `-${tool.replace(/[^a-z0-9-]/gi, "")}` : ""}`;
  return <SandboxSection id={id} initial={state} />;
}
