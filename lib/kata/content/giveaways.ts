/**
 * The hint ladder may point at the fix but never hand it over: content:check refuses a
 * hint step that quotes the reference solution where the starter does not already show it.
 */
import type { ContentProblem } from "@/lib/content/problems";
import type { KataFile } from "./schema";

/** Characters of reference code a step may share before it counts as a quote: a phrase, not a line. */
export const QUOTE_CHARS = 24;

const squeeze = (text: string) => text.replace(/\s+/g, " ");

/** The first stretch of `text`, QUOTE_CHARS long, that is in `reference` and not in `starter`. */
export function quotedCode(text: string, reference: string, starter: string): string | undefined {
  const said = squeeze(text);
  const secret = squeeze(reference);
  const shown = squeeze(starter);
  for (let at = 0; at + QUOTE_CHARS <= said.length; at++) {
    const piece = said.slice(at, at + QUOTE_CHARS);
    if (secret.includes(piece) && !shown.includes(piece)) return piece;
  }
  return undefined;
}

/** A problem for every hint or fix of `kata` that quotes the reference, with the field it is in. */
export function referenceGiveaways(kata: KataFile, reference: string, starter: string, file: string): ContentProblem[] {
  return kata.rules.flatMap((rule, index) =>
    (["hint", "fix"] as const).flatMap((step) => {
      const quote = quotedCode(rule[step], reference, starter);
      return quote === undefined
        ? []
        : [
            {
              file,
              field: `rules[${index}].${step}`,
              message: `quotes the reference solution ("${quote}"); a hint step points at the fix in words, it never gives the code`,
            },
          ];
    }),
  );
}
