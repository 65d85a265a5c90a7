/**
 * Class codes: what an instructor hands out so learners can join a class without an LMS.
 * Ten characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), to be read
 * aloud or copied from a board without mistakes: 25^10 (about 10^14) codes, drawn
 * uniformly from the operating system's random source, so with the per-client bound on
 * wrong codes (handle-join.ts) guessing one is hopeless.
 */
import { randomInt } from "node:crypto";

export const CLASS_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const CLASS_CODE_LENGTH = 10;

/** A fresh class code; `pick(n)` draws an integer in [0, n) (crypto.randomInt unless a test gives one). */
export function generateClassCode(pick: (n: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += CLASS_CODE_ALPHABET[pick(CLASS_CODE_ALPHABET.length)];
  return code;
}

/** The code as shown: two groups of five ("ACDEF-GHJKM"), easier to read out. */
export const formatClassCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * The code a learner typed, as stored: upper case, without spaces or dashes; null when it
 * cannot be a class code (wrong length or a character outside the alphabet).
 */
export function normalizeClassCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== CLASS_CODE_LENGTH) return null;
  return [...code].every((c) => CLASS_CODE_ALPHABET.includes(c)) ? code : null;
}
