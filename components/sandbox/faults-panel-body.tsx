/* The inside of the sandbox's "Inject faults" panel, shared by the live widget and a placeholder whose panel starts open. */
import { TOOL_NAMES } from "@/lib/envelope/tool-names";
import { checkCallsInRow } from "@/lib/sandbox/sandbox-state";
import { FaultFieldset } from "./fault-fieldset";
import { bindChecked, Field, NumberField } from "./field";
import type { SandboxFormProps } from "./sandbox-form-props";

/** How SandboxForm wires a number field to its draft and its handler, by field key. */
export type NumberWiring = (
  key: string,
  onValue?: (value: number) => void,
) => {
  id: string;
  text: string | undefined;
  onText: ((text: string) => void) | undefined;
  onValue: ((value: number) => void) | undefined;
};

/** The fault panel's controls: each tool's fault, the pool's wait, and calls in a row. */
export function FaultsPanelBody(props: SandboxFormProps & { number: NumberWiring }) {
  const { id, state, controls, drafts = {}, on, number } = props;
  return (
    <>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TOOL_NAMES.map((tool) => (
          <FaultFieldset key={tool} id={id} tool={tool} control={controls[tool]} drafts={drafts} on={on} />
        ))}
      </div>
      <Field
        id={`${id}-pool-wait`}
        className="mt-3"
        layout="inline"
        label="When the database pool is full, wait for a connection instead of failing at once"
      >
        {(control) => <input {...control} type="checkbox" {...bindChecked(state.poolWait, on?.setPoolWait)} />}
      </Field>
      <div className="mt-3 max-w-xs">
        <NumberField
          label="Calls in a row"
          check={checkCallsInRow}
          value={state.calls}
          note="each sent as soon as the last one ends, like a retry at once"
          {...number("calls", on?.setCalls)}
        />
      </div>
    </>
  );
}
