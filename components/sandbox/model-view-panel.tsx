"use client";

import { useId, useState } from "react";
import { modelFormats } from "@/lib/envelope/model-formats";
import type { StepId } from "@/lib/envelope/steps";
import type { ToolResult } from "@/lib/envelope/tool-result";
import { JsonBlock } from "./json-block";

/**
 * "What the model sees": the last result as each model API expects it back, exact JSON
 * ready to copy. Collapsed by default so the envelope stays the first thing read.
 */
export function ModelViewPanel({ result, step, callId }: { result: ToolResult; step: StepId; callId: string }) {
  const formats = modelFormats({ result, step, callId });
  const [chosen, setChosen] = useState<(typeof formats)[number]["id"]>("anthropic");
  const [copied, setCopied] = useState("");
  const name = useId();
  const format = formats.find((f) => f.id === chosen) ?? formats[0];
  const json = JSON.stringify(format.value, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopied(`Copied the ${format.label} JSON.`);
    } catch {
      setCopied("Copying is blocked here; select the JSON and copy it by hand.");
    }
  };
  return (
    <details className="mt-3 rounded-md border border-border p-2" data-testid="model-view">
      <summary className="cursor-pointer text-sm font-semibold">What the model sees</summary>
      <fieldset className="mt-2">
        <legend className="text-sm">
          The same envelope, sent back for call <code className="font-mono">{callId}</code> in the format of:
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {formats.map((f) => (
            <label key={f.id} className="inline-flex min-h-6 items-center gap-1">
              <input type="radio" name={name} checked={f.id === chosen} onChange={() => setChosen(f.id)} />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <JsonBlock
        label="The JSON the model is sent"
        value={format.value}
        data-testid="model-json"
        data-format={format.id}
      />
      <p className="mt-1 flex flex-wrap items-center gap-3 text-sm">
        <button type="button" className="sandbox-button" onClick={copy}>
          Copy JSON
        </button>
        <span role="status">{copied}</span>
      </p>
    </details>
  );
}
