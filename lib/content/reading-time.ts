/**
 * Whether a lesson's `minutes:` can be true. The index shows it as the time the lesson
 * takes, so a figure that asks for reading faster than people read misleads a student
 * planning a session. Only the body's words are counted (prose and code alike; code reads
 * slower, so this errs towards allowing a figure), never the exercises.
 */
import type { ContentProblem } from "./problems";

/** The fastest reading `minutes:` may ask for: words of the body per minute (silent reading of plain prose is about 240). */
export const MAX_WORDS_PER_MINUTE = 250;

const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** The problem with `minutes` for a lesson whose body is `body`, or undefined when it can be true. */
export function readingTimeProblem(
  file: string,
  raw: string,
  minutes: number,
  body: string,
): ContentProblem | undefined {
  const words = wordCount(body);
  const least = Math.ceil(words / MAX_WORDS_PER_MINUTE);
  if (minutes >= least) return undefined;
  const index = raw.split(/\r?\n/).findIndex((line) => /^minutes\s*:/.test(line));
  return {
    file,
    ...(index >= 0 ? { line: index + 1 } : {}),
    field: "front matter minutes",
    message:
      `${minutes} is too few for ${words} words: reading them takes at least ${least} minutes at ` +
      `${MAX_WORDS_PER_MINUTE} words a minute, before any exercise; give the time a student needs for the page and its exercises`,
  };
}
