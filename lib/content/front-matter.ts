import { z } from "zod";

/**
 * The front matter every `lesson.mdx` starts with. Unknown keys are refused so a
 * typo such as `summery` is reported instead of silently ignored.
 */
export const LessonFrontMatter = z.strictObject({
  title: z.string().trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
  summary: z.string().trim().min(1, "must not be empty").max(300, "must be at most 300 characters"),
  minutes: z.int("must be a whole number of minutes").min(1).max(240),
  order: z.int("must be a whole number (lessons are listed by it, smallest first)"),
  objectives: z
    .array(z.string().trim().min(1, "must not be empty"), "must be a list of sentences")
    .min(1, "needs at least one learning objective")
    .max(8, "must list at most 8 objectives"),
});
export type LessonFrontMatter = z.infer<typeof LessonFrontMatter>;
