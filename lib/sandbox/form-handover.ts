import { TOOL_NAMES } from "@/lib/envelope/tool-names";
import { controlsToPlan, type FaultControl, type FaultControls, planToControls } from "./fault-controls";
import { withTool } from "./presets";
import type { SandboxState } from "./sandbox-state";

/** The sandbox form's fields as the static placeholder held them, keyed by element id. */
export type FormFields = {
  values: Readonly<Record<string, string>>;
  checked: Readonly<Record<string, boolean>>;
};

export type SandboxStart = { state: SandboxState; controls: FaultControls; compare: boolean };

/**
 * Where the live sandbox starts when it replaces the placeholder with id `id`: the
 * initial state with every field the student already changed. Fields are keyed by the
 * ids the form renders (`${id}-tool`, `${id}-fault-weather-kind`, ...); a value the
 * field rejected never reaches here, and a missing one keeps the initial value.
 */
export function startFromForm(id: string, initial: SandboxState, form: FormFields): SandboxStart {
  const text = (name: string) => form.values[`${id}-${name}`];
  const whole = (name: string) => {
    const value = Number(text(name));
    return text(name)?.trim() && Number.isInteger(value) ? value : undefined;
  };
  const ticked = (name: string) => form.checked[`${id}-${name}`];

  const tool = text("tool");
  const picked = tool === undefined ? initial : withTool(initial, tool);
  const args = text("args");
  const controls = planToControls(initial.faults);
  for (const name of TOOL_NAMES) {
    const control: FaultControl = controls[name];
    const probability = Number(text(`fault-${name}-p`));
    controls[name] = {
      kind: (text(`fault-${name}-kind`) as FaultControl["kind"] | undefined) ?? control.kind,
      ms: whole(`fault-${name}-ms`) ?? control.ms,
      message: text(`fault-${name}-message`) ?? control.message,
      flaky: ticked(`fault-${name}-flaky`) ?? control.flaky,
      p: text(`fault-${name}-p`)?.trim() && Number.isFinite(probability) ? probability : control.p,
    };
  }
  const state: SandboxState = {
    ...picked,
    // Typed arguments win over the ones a tool switch would bring.
    args: args !== undefined && args !== initial.args ? args : picked.args,
    timeoutMs: whole("timeout") ?? initial.timeoutMs,
    seed: whole("seed") ?? initial.seed,
    poolWait: ticked("pool-wait") ?? initial.poolWait,
    faults: controlsToPlan(controls),
  };
  return { state, controls, compare: ticked("compare") ?? false };
}
