/**
 * "Predict, then see": a fence marked `predict=<id>` lists, one per line, what the sample
 * whose output is marked `output=<id>` might print. The page hides that output until the
 * student picks one (components/predict). Nothing is graded; the content check only makes
 * sure exactly one choice is what the sample prints (check-code-fences.ts), and the
 * sample check makes sure the output block is what the engine prints (check-code-runs.ts).
 */

/** How many choices a predict block offers: fewer is no choice, more is a quiz. */
export const PREDICT_CHOICES = { min: 2, max: 4 } as const;

/** The choices of a predict block's text: its lines, trailing spaces dropped, blank lines skipped. */
export function predictChoices(code: string): string[] {
  return code
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
}

const WORD = /[A-Za-z0-9_]/;

/**
 * True when `choice` is printed in `output`: it appears there as written, and not as a
 * piece of a longer word or number ("10 with one" is not in "110 with one").
 */
export function isPrinted(choice: string, output: string): boolean {
  if (choice === "") return false;
  for (let at = output.indexOf(choice); at !== -1; at = output.indexOf(choice, at + 1)) {
    const before = output[at - 1];
    const after = output[at + choice.length];
    const cutBefore = WORD.test(choice[0] ?? "") && before !== undefined && WORD.test(before);
    const cutAfter = WORD.test(choice.at(-1) ?? "") && after !== undefined && WORD.test(after);
    if (!cutBefore && !cutAfter) return true;
  }
  return false;
}

/** The indexes of the choices that `output` prints; a well-made block has exactly one. */
export function printedChoices(choices: readonly string[], output: string): number[] {
  return choices.flatMap((choice, index) => (isPrinted(choice, output) ? [index] : []));
}

/**
 * Element ids of a predict block, shared by its markups and the e2e tests. The "--"
 * keeps them apart from heading ids, which are slugs of words.
 */
export const predictDomIds = {
  output: (output: string) => `predict--${output}` as const,
  choice: (output: string, index: number) => `predict--${output}--${index}` as const,
};

/** What a screen reader hears once a guess is made (`notice`: why it could not be saved). */
export function guessAnnouncement(choice: string, notice?: string): string {
  return `Your guess: ${choice}. The output is now shown after the choices.${notice ? ` ${notice}` : ""}`;
}
