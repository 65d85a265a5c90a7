import { z } from "zod";

/** Words of lowercase letters and digits joined by single dashes: "error-envelope". */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A lesson slug is the lesson's folder name and the `<slug>` segment of every lesson
 * URL (/lessons, /embed, /api/lessons). Anything a request sends is tested with this
 * before a path is built from it, so `..` or `/` can never reach the file system.
 */
export function isLessonSlug(text: string): boolean {
  return KEBAB_CASE.test(text);
}

/**
 * Ids an author gives to entries of a lesson's data files. They are not slugs: they
 * name an entry inside one lesson, never a folder or a route. They share the
 * kebab-case shape because they end up in element ids and `#` links.
 * (Checkpoint ids are a third rule: they also allow `_`, so a `predict` option can be
 * named after a status such as `tool_error`; see lib/exercises/checkpoint/schema.ts.)
 */
const entryId = (example: string) =>
  z.string().regex(KEBAB_CASE, `must be lowercase words joined by dashes, e.g. ${example}`);

/** The id of a scenario in scenarios.yaml; match cards refer to scenarios by it. */
export const ScenarioId = entryId("weather-outage");

/** The id of a card in match.yaml. */
export const MatchCardId = entryId("weather-slow");

/** The id of a teaching point, declared in a lesson's front matter under `points`. */
export const PointId = entryId("one-shape");

/**
 * The teaching points an entry serves (`teaches: [one-shape]` on a scenario, a match
 * card or a checkpoint question). Optional in the shape; the learning-design check
 * (lib/content/teaching-points.ts) requires it once the lesson declares points.
 */
export const Teaches = z
  .array(PointId, "must be a list of teaching point ids")
  .min(1, "names no teaching point")
  .optional();
