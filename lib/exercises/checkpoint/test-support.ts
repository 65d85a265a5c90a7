/** Builders that keep checkpoint tests short. Not imported by app code. */
import type { CheckpointPostDeps } from "./handle-post";
import type { Checkpoint, CheckpointQuestion } from "./schema";

const option = (id: string, correct = false) => ({ id, text: `Option ${id}`, correct, explanation: `Because ${id}.` });

/** A small checkpoint with one question of each kind; override any field. */
export function makeCheckpoint(overrides: Partial<Checkpoint> = {}): Checkpoint {
  const questions: CheckpointQuestion[] = [
    {
      id: "single",
      kind: "single",
      prompt: "Pick one",
      section: "intro",
      options: [option("a", true), option("b"), option("c")],
    },
    {
      id: "multi",
      kind: "multiple",
      prompt: "Pick some",
      section: "intro",
      options: [option("a", true), option("b", true), option("c")],
    },
    {
      id: "predict",
      kind: "predict",
      prompt: "Which status?",
      section: "edge",
      code: "layer.run('nope', {})",
      options: [option("ok"), option("invalid_args", true), option("tool_error"), option("timeout")] as never,
    },
    {
      id: "order",
      kind: "order",
      prompt: "Order these",
      section: "steps",
      steps: ["one", "two", "three", "four"].map((id) => ({ id, text: `Step ${id}`, explanation: `Why ${id}.` })),
    },
  ];
  return { title: "Check", passMark: 80, reveal: {}, questions, ...overrides };
}

/** The deps of a checkpoint that draws no questions: a draw, a spend or a budget asked of would be a bug. */
export const NO_DRAWS: Pick<CheckpointPostDeps, "drawer" | "spendOnce" | "itemBudget"> = {
  drawer: {
    count: () => 0,
    draw: () => Promise.reject(new Error("this checkpoint draws no questions")),
  },
  spendOnce: () => Promise.reject(new Error("nothing to spend")),
  itemBudget: () => {
    throw new Error("nothing is drawn, so no budget is asked of");
  },
};
