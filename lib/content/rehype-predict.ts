import { parseFenceMeta } from "./lesson-code";
import { predictChoices } from "./predict";

type Node = {
  type: string;
  tagName?: string;
  value?: string;
  data?: { meta?: unknown };
  properties?: Record<string, unknown>;
  children?: Node[];
};

/** The element a lesson renders a predict block with (see components/mdx/lesson-body.tsx). */
export const PREDICT_TAG = "Predict";

/** The props PREDICT_TAG carries: the id of the output it hides, and its choices as a JSON list. */
export type PredictProps = { output: string; choices: string };

/**
 * Joins each ```text predict=<id> block with the block marked output=<id> right after it
 * into one `<Predict>` element that holds the output, so the page can hide it until the
 * student guesses (lib/content/predict.ts). Runs before highlighting, while the fences'
 * words are still on their code elements. A predict block without its output next to it
 * is left as it is: the content check reports it (check-code-fences.ts).
 */
export function rehypePredict() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      const children = node.children ?? [];
      for (let at = 0; at < children.length; at++) {
        const id = fenceMeta(children[at]).predict;
        const next = children.findIndex((child, index) => index > at && !isBlank(child));
        const output = children[next];
        if (typeof id !== "string" || !output || fenceMeta(output).output !== id) {
          visit(children[at] as Node);
          continue;
        }
        const choices = predictChoices(textOf(children[at] as Node));
        const properties: PredictProps = { output: id, choices: JSON.stringify(choices) };
        children.splice(at, next - at + 1, { type: "element", tagName: PREDICT_TAG, properties, children: [output] });
      }
    };
    visit(tree);
  };
}

/** The words after a fenced block's language, from its <pre><code>; {} for anything else. */
function fenceMeta(node: Node | undefined): Record<string, string | true> {
  const code = node?.tagName === "pre" ? node.children?.find((child) => child.tagName === "code") : undefined;
  return typeof code?.data?.meta === "string" ? parseFenceMeta(code.data.meta) : {};
}

const isBlank = (node: Node) => node.type === "text" && !node.value?.trim();

const textOf = (node: Node): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");
