/**
 * The code a lesson shows, sorted by what a test can prove about it. Every fenced block
 * in ts, tsx or js says which kind it is in its info string:
 *   ```ts sample=<id>      runs against the engine; ```json output=<id> (or text) is what it prints
 *   ```ts excerpt=<path>   is copied from that file of this project, character for character
 *   ```ts sketch           an illustration that is neither run nor compared (say so in the prose)
 */

/** One fenced code block of a lesson, with the 1-based line of its opening fence. */
export interface CodeFence {
  lang: string;
  meta: Record<string, string | true>;
  code: string;
  line: number;
}

const FENCE = /^```(\w*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;

/** The fenced code blocks of an MDX text, in order. */
export function codeFences(mdx: string): CodeFence[] {
  return [...mdx.matchAll(FENCE)].map((match) => ({
    lang: match[1] ?? "",
    meta: parseFenceMeta(match[2] ?? ""),
    code: match[3] ?? "",
    line: mdx.slice(0, match.index).split("\n").length,
  }));
}

/** A fence's words after the language: `key=value`, or a bare `key` (true). */
export function parseFenceMeta(text: string): Record<string, string | true> {
  const meta: Record<string, string | true> = {};
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const [key = "", value] = word.split("=", 2);
    meta[key] = value ?? true;
  }
  return meta;
}

/** The prose of an MDX text with its fenced blocks blanked out (line numbers kept). */
function proseOf(mdx: string): string {
  return mdx.replace(FENCE, (block) => block.replace(/[^\n]/g, " "));
}

/**
 * Inline code spans that read like an engine message: lowercase words with at least two
 * spaces and no code punctuation, such as `no answer within 1000 ms`. `<name>` stands
 * for any text. Identifiers, fault plans and expressions do not match.
 */
export function quotedMessages(mdx: string): { text: string; line: number }[] {
  const lines = proseOf(mdx).split("\n");
  return lines.flatMap((line, index) =>
    [...line.matchAll(/`([^`\n]+)`/g)]
      .map((match) => match[1] ?? "")
      .filter((text) => /^[a-z][a-z0-9 ,'()/<>:._-]*$/.test(text) && text.split(" ").length >= 3)
      .map((text) => ({ text, line: index + 1 })),
  );
}

/** True when `message` is what `quoted` says, reading each `<placeholder>` as any text. */
export function matchesQuote(quoted: string, message: string): boolean {
  const pattern = quoted
    .split(/<[a-z ]+>/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+");
  return new RegExp(`^${pattern}$`).test(message);
}
