/**
 * The authored kata file (`content/lessons/<slug>/kata.yaml`), as a zod schema. Shape
 * plus the checks that need the lesson: every grader rule listed exactly once, each tied
 * to a real section and to declared teaching points (docs/kata.md, "Authoring").
 */
import { z } from "zod";
import { duplicateIdMessage, notAHeadingMessage, repeatedIds } from "@/lib/content/author-messages";
import { didYouMean } from "@/lib/content/did-you-mean";
import { Teaches } from "@/lib/content/ids";
import { ANY_KATA_RULE_IDS, RULE_IDS_BY_GRADER } from "@/lib/kata/grader-rules";

const Text = z.string().trim().min(1, "must not be empty");
/** A file beside kata.yaml, inside the lesson folder: no absolute paths, no "..". */
const LessonFile = z
  .string()
  .regex(/^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.ts$/, "must be a .ts file inside the lesson folder, e.g. kata/starter.ts");

export const KataRule = z.strictObject({
  id: z
    .enum(ANY_KATA_RULE_IDS, { message: `must be one of the grader's rules: ${ANY_KATA_RULE_IDS.join(", ")}` })
    .describe("A rule the grader checks (lib/kata/verdict.ts, lib/kata/translator/verdict.ts); each is listed once."),
  /** What the rule asks, in the student's words; shown beside pass or fail. */
  title: Text.max(90, "must be at most 90 characters: it is a heading beside a tick").describe(
    "What the rule asks, in the student's words, shown beside the tick or cross (at most 90 characters).",
  ),
  /** The lesson heading that explains the rule, for "Reread" links. */
  section: Text.describe('The id of the lesson heading that explains the rule (the "Reread" link).'),
  teaches: Teaches.describe("The lesson's teaching points this rule checks."),
  hint: Text.max(240, "must be at most 240 characters: one step of a hint").describe(
    "The hint ladder's second step, after the section to reread: what to check, not the answer.",
  ),
  fix: Text.max(240, "must be at most 240 characters: one step of a hint").describe(
    "The hint ladder's last step: the shape of the fix in words, never the reference's code (content:check refuses a quote of it).",
  ),
});

export const KataShape = z.strictObject({
  grader: z
    .enum(["layer", "translator"])
    .default("layer")
    .describe(
      "What the student writes: the ToolsLayer (layer, the default) or the translator from an envelope to the model formats (translator).",
    ),
  title: Text.default("Write it yourself").describe("The kata's heading."),
  intro: Text.describe("One paragraph the student reads above the editor."),
  starter: LessonFile.describe(
    "The layer the student starts from (a .ts file in the lesson folder); must fail a rule.",
  ),
  reference: LessonFile.describe("The correct layer, read by the server only; must pass every rule."),
  rules: z.array(KataRule).min(1).describe("Every rule the grader knows, once each, in any order."),
});
export type KataFile = z.output<typeof KataShape>;
export type KataRule = z.output<typeof KataRule>;

/** What the lesson offers for the checks: its heading ids and declared points (when known). */
export type KataLessonFacts = { headingIds?: readonly string[]; pointIds?: readonly string[] };

/** The file's schema with the checks against the lesson and the grader attached. */
export function kataFileSchema(facts: KataLessonFacts = {}) {
  return KataShape.superRefine((kata, context) => {
    const listed = kata.rules.map((rule) => rule.id);
    for (const { index, id, earlier } of repeatedIds(kata.rules, (rule) => rule.id))
      context.addIssue({
        code: "custom",
        path: ["rules", index, "id"],
        message: duplicateIdMessage(id, "rule", earlier),
      });
    kata.rules.forEach((rule, index) => {
      if (facts.headingIds && !facts.headingIds.includes(rule.section))
        context.addIssue({
          code: "custom",
          path: ["rules", index, "section"],
          message: notAHeadingMessage(rule.section, facts.headingIds),
        });
      if (rule.fix === rule.hint)
        context.addIssue({
          code: "custom",
          path: ["rules", index, "fix"],
          message: "must say more than the hint: it is the next step of the ladder (the shape of the fix)",
        });
      rule.teaches?.forEach((point, at) => {
        if (facts.pointIds && !facts.pointIds.includes(point))
          context.addIssue({
            code: "custom",
            path: ["rules", index, "teaches", at],
            message: `"${point}" is not a teaching point of this lesson${didYouMean(point, facts.pointIds)}`,
          });
      });
    });
    const ruleIds = RULE_IDS_BY_GRADER[kata.grader];
    kata.rules.forEach((rule, index) => {
      if (!ruleIds.includes(rule.id))
        context.addIssue({
          code: "custom",
          path: ["rules", index, "id"],
          message: `is not a rule of the ${kata.grader} grader; its rules are ${ruleIds.join(", ")}`,
        });
    });
    const missing = ruleIds.filter((id) => !listed.includes(id));
    if (missing.length > 0)
      context.addIssue({
        code: "custom",
        path: ["rules"],
        message: `must list every rule the grader checks; missing: ${missing.join(", ")}`,
      });
  });
}
