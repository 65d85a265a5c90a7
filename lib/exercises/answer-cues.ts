/**
 * Cues that give an item's answer away without the knowledge it tests: a right option
 * conspicuously longer than every wrong one, or the only one that carries its own rationale;
 * across a lesson, keys that are the longest option too often;
 * a right option that repeats the question's wording; a card that repeats the wording or the
 * label of the place it belongs on; a card that a table on the page has already answered.
 * Authors meet them as content:check problems, so the kinds' checks call these; each
 * returns the reason in words, or undefined.
 */

/** How much longer the shortest right option may be than the longest wrong one before length alone picks it. */
export const LENGTH_CUE = { ratio: 1.5, minExtraChars: 25 } as const;

/** Consecutive words a card may share with its place's description before the wording matches them up. */
export const SHARED_RUN_WORDS = 4;

/** Share of a card's content words that a table row may hold, beside the card's answer, before the row answers it. */
export const TABLE_OVERLAP = 0.5;

/** Words of a card that a row beside its answer may hold, and no row beside another answer, before the row answers it. */
export const TABLE_KEY_WORDS = 2;

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

/** Share of a lesson's choice questions whose key may be the longest option, and the fewest questions the share is judged on. */
export const LONGEST_KEY_BIAS = { share: 1 / 3, minQuestions: 6 } as const;

/**
 * Whether the right options stand out as the longest: the one right option longer than every
 * wrong one, or every right option longer than every wrong one. Undefined when the question
 * has fewer than 3 options, or no wrong or no right option, so it cannot be judged.
 */
function keyIsLongest(options: readonly Option[]): boolean | undefined {
  if (options.length < 3) return undefined;
  const right = options.filter((option) => option.correct).map((option) => option.text.length);
  const wrong = options.filter((option) => !option.correct).map((option) => option.text.length);
  if (right.length === 0 || wrong.length === 0) return undefined;
  return Math.min(...right) > Math.max(...wrong);
}

/**
 * Why "pick the longest option" scores well across a lesson's choice questions, or
 * undefined: each key may pass {@link lengthCue} alone, but when the key is the longest
 * option in more than LONGEST_KEY_BIAS.share of the questions (of at least
 * LONGEST_KEY_BIAS.minQuestions with 3 or more options), a student learns the habit.
 */
export function longestKeyBias(questions: readonly { id: string; options: readonly Option[] }[]): string | undefined {
  const judged = questions.flatMap((question) => {
    const longest = keyIsLongest(question.options);
    return longest === undefined ? [] : [{ id: question.id, longest }];
  });
  if (judged.length < LONGEST_KEY_BIAS.minQuestions) return undefined;
  const biased = judged.filter((question) => question.longest).map((question) => question.id);
  if (biased.length <= judged.length * LONGEST_KEY_BIAS.share) return undefined;
  const allowed = Math.floor(judged.length * LONGEST_KEY_BIAS.share);
  return (
    `the right answer is the longest option in ${biased.length} of ${judged.length} questions with 3 or more options ` +
    `(${biased.join(", ")}), so always picking the longest scores well: make a wrong option the longest in ` +
    `${biased.length - allowed} of them, or shorten their keys (at most ${allowed} may have the longest key)`
  );
}

/**
 * Words that give a reason ("because", "so that", …). When the one right option is the only
 * option that argues for itself, a student picks it for arguing, whatever its length.
 */
const RATIONALE = /\b(because|so that|which means|in order to|thanks to)\b/i;

/** Why the one right option stands out as the only one that carries its own rationale, or undefined. */
export function rationaleCue(options: readonly Option[]): string | undefined {
  const right = options.filter((option) => option.correct);
  const arguing = options.filter((option) => RATIONALE.test(option.text));
  const [only] = arguing;
  if (only === undefined || right.length !== 1 || arguing.length !== 1 || only !== right[0]) return undefined;
  const word = only.text.match(RATIONALE)?.[0];
  return (
    `the right option is the only one that gives a reason ("${word}"), so arguing alone picks it: ` +
    "move the reason into the explanation, or give the wrong options reasons of their own"
  );
}

/**
 * Why the one right option can be found by the words it shares with the question: it
 * repeats a run of SHARED_RUN_WORDS words of the prompt that no wrong option repeats.
 */
export function stemCue(prompt: string, options: readonly Option[]): string | undefined {
  const right = options.filter((option) => option.correct);
  if (right.length !== 1 || right[0] === undefined) return undefined;
  const run = sharedRun(right[0].text, prompt);
  if (run === undefined || options.some((option) => !option.correct && sharedRun(option.text, prompt)))
    return undefined;
  return `the right option repeats "${run}" from the question and no wrong option does, so the wording picks it: say it in other words`;
}

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9_]+/g) ?? [];

/** Whether `phrase`'s words stand in `text` in a row, as words of their own ("tool error" in "a tool error here"). */
function namesPhrase(text: string, phrase: string): boolean {
  const needle = ` ${words(phrase.replace(/[-_]/g, " ")).join(" ")} `;
  return needle.trim() !== "" && ` ${words(text.replace(/[-_]/g, " ")).join(" ")} `.includes(needle);
}

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

/** A place a card can go: its id, the label the student sees, and its description. */
export type Place = { id: string; label: string; description: string };

/** The places `text` names by id or label, as words of their own. */
function placesNamed(text: string, places: readonly Place[]): Place[] {
  return places.filter((place) => namesPhrase(text, place.id) || namesPhrase(text, place.label));
}

/**
 * Why a card's text points at its own place by wording, or undefined: it repeats a run of
 * SHARED_RUN_WORDS words of the place's description, or names the place (its id or label)
 * and no other place, so matching words finds it. Naming another place is a fair trap.
 */
export function wordingCue(cardText: string, place: Place, places: readonly Place[]): string | undefined {
  const run = sharedRun(cardText, place.description);
  if (run !== undefined)
    return `repeats "${run}" from the description of ${place.id}, so the wording matches it up: say it in other words`;
  const named = placesNamed(cardText, places);
  if (named.length === 1 && named[0] === place)
    return `names its own place "${place.label}" and no other, so the wording matches it up: describe what happens without the place's name`;
  return undefined;
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
 * (its id or label as words of their own, e.g. `timeout` or "Retry later") and no other
 * place, and holds at least TABLE_OVERLAP of the card's content words, or TABLE_KEY_WORDS
 * of them that no row naming another place holds (a card's "HTTP 503" beside a row
 * "`tool_error` | … an HTTP 503 may clear"). Undefined when no row does.
 */
export function tableCue(
  card: { text: string; place: Place },
  places: readonly Place[],
  rows: readonly TableRow[],
): { row: TableRow; message: string } | undefined {
  const cardWords = contentWords(card.text);
  if (cardWords.size === 0) return undefined;
  const named = rows.map((row) => ({
    row,
    words: new Set(words(row.cells.join(" "))),
    places: placesNamed(row.cells.join(" "), places),
  }));
  const own = (entry: (typeof named)[number]) => entry.places.length === 1 && entry.places[0] === card.place;
  const elsewhere = new Set(
    named.filter((entry) => entry.places.length > 0 && !own(entry)).flatMap((entry) => [...entry.words]),
  );
  for (const entry of named.filter(own)) {
    const shared = [...cardWords].filter((word) => entry.words.has(word));
    const key = shared.filter((word) => !elsewhere.has(word));
    if (shared.length / cardWords.size < TABLE_OVERLAP && key.length < TABLE_KEY_WORDS) continue;
    const { row } = entry;
    const where = row.line === undefined ? "a table row" : `the table row on line ${row.line} of lesson.mdx`;
    return {
      row,
      message: `is answered before the check by ${where} (${card.place.id}: ${shared.join(", ")}): move the card, or the row below the exercise`,
    };
  }
  return undefined;
}
