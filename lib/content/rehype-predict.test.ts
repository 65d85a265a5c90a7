import { describe, expect, it } from "vitest";
import { compileLesson } from "./compile-lesson";

const FENCE = "```";
const source = (body: string) => ({
  slug: "alpha",
  file: "content/lessons/alpha/lesson.mdx",
  frontMatter: {} as never,
  body,
  bodyLineOffset: 0,
});

async function tree(body: string): Promise<string> {
  const compiled = await compileLesson(source(body));
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return JSON.stringify(compiled.value.tree);
}

describe("rehypePredict", () => {
  it("joins a predict block and the output after it into one Predict element that holds the highlighted output", async () => {
    const json = await tree(
      `Guess first.\n\n${FENCE}text predict=run\ntimeout true\nok true\n${FENCE}\n\n${FENCE}text output=run\nok true\n${FENCE}\n`,
    );
    const predict = JSON.parse(json).children.find((node: { tagName?: string }) => node.tagName === "Predict");
    expect(predict.properties).toEqual({ output: "run", choices: '["timeout true","ok true"]' });
    expect(JSON.stringify(predict.children)).toContain('"tagName":"CodeHtml"');
    expect(json).not.toContain("timeout true\\n");
  });

  it("leaves a predict block that is not right before its output as a plain block", async () => {
    const json = await tree(
      `${FENCE}text predict=run\ntimeout true\nok true\n${FENCE}\n\nProse.\n\n${FENCE}text output=run\nok true\n${FENCE}\n`,
    );
    expect(json).not.toContain('"Predict"');
    expect(json).toContain("timeout true");
  });
});
