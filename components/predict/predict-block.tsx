import type { ReactNode } from "react";
import { predictDomIds } from "@/lib/content/predict";
import { predictionsKey } from "@/lib/progress/predictions";
import { PredictChoices } from "./predict-choices";
import { PredictIsland } from "./predict-island";

type Props = {
  slug: string;
  /** The id of the output block it hides. */
  output: string;
  /** The choices, as the JSON list lib/content/rehype-predict.ts wrote. */
  choices: string;
  /** The output block, highlighted. */
  children?: ReactNode;
};

/**
 * "Predict, then see" (lib/content/predict.ts): the choices, then the output in a
 * <details> that opens on a guess. The output is in the page's HTML from the start, so a
 * reader without scripts opens it with its summary, and nothing is inserted or resized
 * until the student acts.
 */
export function PredictBlock({ slug, output, choices, children }: Props) {
  const list = JSON.parse(choices) as string[];
  return (
    <div className="predict" data-predict={output}>
      <PredictIsland output={output} choices={list} savedKey={predictionsKey(slug)}>
        <PredictChoices output={output} choices={list} />
      </PredictIsland>
      <details id={predictDomIds.output(output)} className="predict-output">
        <summary>
          <span className="predict-when-closed">I've made my guess: show the output</span>
          <span className="predict-when-open">Hide the output</span>
        </summary>
        {children}
      </details>
    </div>
  );
}
