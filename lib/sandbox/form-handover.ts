import { checkProbability, checkSlowMs } from "@/lib/envelope/faults";
import type { RangeCheck } from "@/lib/envelope/number-range";
import { TOOL_NAMES } from "@/lib/envelope/tool-names";
import { CHAOS_DEFAULTS, CHAOS_FIELDS, type ChaosNumberName, type ChaosSettings, isRetryMode } from "./chaos-limits";
import { controlsToPlan, type FaultControl, type FaultControls, planToControls } from "./fault-controls";
import { withTool } from "./presets";
import { checkDeadlineMs, checkSeed, type SandboxState } from "./sandbox-state";

/** The sandbox form's fields as the static placeholder held them, keyed by element id. */
export type FormFields = {
  values: Readonly<Record<string, string>>;
  checked: Readonly<Record<string, boolean>>;
};

/**
 * `drafts` holds number fields' text as typed, keyed like the form's drafts
 * ("timeout", "fault-weather-ms"): a refused value stays on screen, marked, and holds
 * Run, exactly as if it had been typed into the live form.
 */
export type SandboxStart = {
  state: SandboxState;
  controls: FaultControls;
  compare: boolean;
  chaos: ChaosSettings;
  drafts: Record<string, string>;
};

/**
 * Where the live sandbox starts when it replaces the placeholder with id `id`: the
 * initial state with every field the student already changed. Fields are keyed by the
 * ids the form renders (`${id}-tool`, `${id}-fault-weather-kind`, ...). A number is
 * taken only when its limit's check accepts it; a refused one keeps the initial value
 * in state and comes back as a draft; a missing one keeps the initial value.
 */
export function startFromForm(
  id: string,
  initial: SandboxState,
  form: FormFields,
  initialChaos: ChaosSettings = CHAOS_DEFAULTS,
): SandboxStart {
  const text = (name: string) => form.values[`${id}-${name}`];
  const drafts: Record<string, string> = {};
  const number = (name: string, check: RangeCheck, current: number) => {
    const typed = text(name);
    if (typed === undefined || typed === String(current)) return current;
    drafts[name] = typed;
    const checked = check(typed);
    return checked.ok ? checked.value : current;
  };
  const ticked = (name: string) => form.checked[`${id}-${name}`];

  const tool = text("tool");
  const picked = tool === undefined ? initial : withTool(initial, tool);
  const args = text("args");
  const controls = planToControls(initial.faults);
  for (const name of TOOL_NAMES) {
    const control: FaultControl = controls[name];
    controls[name] = {
      kind: (text(`fault-${name}-kind`) as FaultControl["kind"] | undefined) ?? control.kind,
      ms: number(`fault-${name}-ms`, checkSlowMs, control.ms),
      message: text(`fault-${name}-message`) ?? control.message,
      flaky: ticked(`fault-${name}-flaky`) ?? control.flaky,
      p: number(`fault-${name}-p`, checkProbability, control.p),
    };
  }
  const state: SandboxState = {
    ...picked,
    // Typed arguments win over the ones a tool switch would bring.
    args: args !== undefined && args !== initial.args ? args : picked.args,
    timeoutMs: number("timeout", checkDeadlineMs, initial.timeoutMs),
    seed: number("seed", checkSeed, initial.seed),
    poolWait: ticked("pool-wait") ?? initial.poolWait,
    faults: controlsToPlan(controls),
  };
  // The layer select: "" is the lesson's layer, any other value a kata's lesson.
  const layer = text("layer");
  if (layer !== undefined) {
    delete state.kataLayer;
    if (layer !== "") state.kataLayer = layer;
  }
  const chaos = { ...initialChaos };
  for (const name of Object.keys(CHAOS_FIELDS) as ChaosNumberName[]) {
    chaos[name] = number(CHAOS_FIELDS[name].key, CHAOS_FIELDS[name].check, initialChaos[name]);
  }
  const retries = text("chaos-retries");
  if (isRetryMode(retries)) chaos.retries = retries;
  chaos.outage = ticked("chaos-outage") ?? initialChaos.outage;
  return { state, controls, compare: ticked("compare") ?? false, chaos, drafts };
}
