/**
 * Cues that give an item's answer away without the knowledge it tests: a right option
 * conspicuously longer than every wrong one (it carries its own rationale), a card that
 * repeats the wording of the place it belongs on, a card that a table on the page has
 * already answered. Authors meet them as content:check problems, so the kinds' checks
 * call these; each returns the reason in words, or undefined.
 */

/** How much longer the shortest right option may be than the longest wrong one before length alone picks it. */
export const LENGTH_CUE = { ratio: 1.5, minExtraChars: 25 } as const;

/** Consecutive words a card may share with its place's description before the wording matches them up. */
export const SHARED_RUN_WORDS = 4;

/** Share of a card's content words that a table row may hold, beside the card's answer, before the row answers it. */
export const TABLE_OVERLAP = 0.5;

type Option = { text: string; correct?: boolean };

/** Why the right options can be picked by length alone, or undefined. */
export function lengthCue(options: readonly Option[]): string | undefined {
  const right = options.filter((option) => option.correct).map((option) => option.text.length);
  const wrong = options.filter((option) => !option.correct).map((option) => option.text.length);
  if (right.length === 0 || wrong.length === 0) return undefined;
  const shortestRight = Math.min(...right);
  const longestWrong = Math.max(...wrong);
  if (shortestRight < longestWrong * LENGTH_CUE.ratio || shortestRight - longestWrong < LENGTH_CUE.minExtraChars)
    return undefined;
  const which = right.length === 1 ? "the right option is" : "every right option is";
  return (
    `${which} ${shortestRight === Math.max(...right) ? shortestRight : `at least ${shortestRight}`} characters ` +
    `against at most ${longestWrong} for the wrong ones, so length alone picks it: move its reasons into the ` +
    "explanation, or make the wrong options as full"
  );
}

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9_]+/g) ?? [];

/** The first run of `size` consecutive words that `a` and `b` both contain, or undefined. */
export function sharedRun(a: string, b: string, size = SHARED_RUN_WORDS): string | undefined {
  const inB = new Set<string>();
  const bWords = words(b);
  for (let i = 0; i + size <= bWords.length; i++) inB.add(bWords.slice(i, i + size).join(" "));
  const aWords = words(a);
  for (let i = 0; i + size <= aWords.length; i++) {
    const run = aWords.slice(i, i + size).join(" ");
    if (inB.has(run)) return run;
  }
  return undefined;
}

/** Why a card's text points at its own place by wording, or undefined. */
export function wordingCue(cardText: string, placeId: string, placeDescription: string): string | undefined {
  const run = sharedRun(cardText, placeDescription);
  return run === undefined
    ? undefined
    : `repeats "${run}" from the description of ${placeId}, so the wording matches it up: say it in other words`;
}

// Words too common to tell two sentences apart.
const COMMON = new Set(
  "the a an and or of to in on at is are was be it its this that with for as by from not no one two when then than after before every each any into out does do has have can will only its".split(
    " ",
  ),
);

const contentWords = (text: string) => new Set(words(text).filter((word) => word.length > 2 && !COMMON.has(word)));

/** A table row as the page shows it: its cells' text and its line in lesson.mdx. */
export type TableRow = { cells: string[]; line?: number };

/**
 * The row of a table above the exercise that answers a card: it names the card's place
 * (as a word of its own, e.g. `timeout`) and no other place, and holds at least
 * TABLE_OVERLAP of the card's content words. Undefined when no row does.
 */
export function tableCue(
  card: { text: string; place: string },
  placeIds: readonly string[],
  rows: readonly TableRow[],
): { row: TableRow; message: string } | undefined {
  const cardWords = contentWords(card.text);
  if (cardWords.size === 0) return undefined;
  for (const row of rows) {
    const rowWords = words(row.cells.join(" "));
    const named = placeIds.filter((id) => rowWords.includes(id));
    if (named.length !== 1 || named[0] !== card.place) continue;
    const rowSet = new Set(rowWords);
    const shared = [...cardWords].filter((word) => rowSet.has(word));
    if (shared.length / cardWords.size < TABLE_OVERLAP) continue;
    const where = row.line === undefined ? "a table row" : `the table row on line ${row.line} of lesson.mdx`;
    return {
      row,
      message: `is answered before the check by ${where} (${card.place}: ${shared.join(", ")}): move the card, or the row below the exercise`,
    };
  }
  return undefined;
}
