/**
 * Queries that are read-only but can still run or grow without bound. SQLite makes a CTE
 * recursive when its body names itself, with or without the word RECURSIVE, and at any
 * depth (a WITH inside a subquery counts too), so the check walks every WITH clause.
 * The worker's deadline is the real fence; this rule turns the obvious cases into a clear
 * invalid_args instead of a timeout.
 */

/** A token of the scanned query: a keyword or bare name, a quoted name, a string, or punctuation. */
export type SqlToken = { kind: "word" | "name" | "string" | "punct"; text: string; upper: string; depth: number };

const RECURSIVE = "recursive queries are not allowed here (they can run forever)";
/** Functions that allocate as much memory as their argument asks for. */
const ALLOCATORS = new Set(["RANDOMBLOB", "ZEROBLOB"]);
/** A printf width or precision of four digits or more, or one taken from an argument (`*`). */
const WIDE_FORMAT = /%[-+ 0#,!]*(\d{4,}|\*|\d*\.(\d{4,}|\*))/;
const FORMATTERS = new Set(["PRINTF", "FORMAT"]);
/** Keywords after which a name is a table: FROM c, JOIN c, x IN c. */
const TABLE_POSITION = new Set(["FROM", "JOIN", "IN"]);
/** Keywords that end a FROM list at the same depth, so a later ", c" is not a table. */
const CLAUSES = new Set(["SELECT", "FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "WINDOW", "ON", "USING"]);

/** Returns why the query could run away, or null. */
export function findRunawayProblem(tokens: readonly SqlToken[]): string | null {
  for (const [index, token] of tokens.entries()) {
    if (token.kind === "word" && token.upper === "RECURSIVE") return RECURSIVE;
    const next = tokens[index + 1];
    if (token.kind === "word" && ALLOCATORS.has(token.upper) && next?.text === "(") {
      return `${token.text.toLowerCase()}() is not allowed here (it can allocate gigabytes)`;
    }
    if (token.kind === "string" && isFormatOf(tokens, index) && WIDE_FORMAT.test(token.text)) {
      return `the format '${token.text.slice(0, 40)}' asks for a width of thousands of characters; keep widths under 1000`;
    }
    if (token.kind === "word" && token.upper === "WITH" && refersToItself(tokens, index + 1)) return RECURSIVE;
  }
  return null;
}

/** True when the string at `index` is the format of printf(…) or format(…), where '%5000d' means a width. */
function isFormatOf(tokens: readonly SqlToken[], index: number): boolean {
  const name = tokens[index - 2];
  return tokens[index - 1]?.text === "(" && name?.kind === "word" && FORMATTERS.has(name.upper);
}

/** Reads the CTE list after a WITH and tells whether a body names itself or a later CTE. */
function refersToItself(tokens: readonly SqlToken[], from: number): boolean {
  const bodies: { name: string; start: number; end: number }[] = [];
  let at = from;
  for (;;) {
    const name = tokens[at];
    if (name === undefined || (name.kind !== "word" && name.kind !== "name")) break;
    at++;
    if (tokens[at]?.text === "(") at = closing(tokens, at) + 1; // the column list
    if (tokens[at]?.upper !== "AS") break;
    at++;
    while (tokens[at]?.upper === "NOT" || tokens[at]?.upper === "MATERIALIZED") at++;
    if (tokens[at]?.text !== "(") break;
    const end = closing(tokens, at);
    bodies.push({ name: name.upper, start: at + 1, end });
    at = end + 1;
    if (tokens[at]?.text !== ",") break;
    at++;
  }
  return bodies.some(({ start, end }, index) => {
    const ahead = new Set(bodies.slice(index).map((body) => body.name));
    return namesTable(tokens, start, end, ahead);
  });
}

/** True when a token between `start` and `end` names one of `names` in a table position. */
function namesTable(tokens: readonly SqlToken[], start: number, end: number, names: ReadonlySet<string>): boolean {
  const clause = new Map<number, string>(); // the clause each depth is in, for comma-joins
  for (let at = start; at < end; at++) {
    const token = tokens[at] as SqlToken;
    if (token.kind === "word" && CLAUSES.has(token.upper)) clause.set(token.depth, token.upper);
    if ((token.kind !== "word" && token.kind !== "name") || !names.has(token.upper)) continue;
    if (tokens[at + 1]?.text === "(" || tokens[at + 1]?.text === ".") continue; // a function, or a qualified column
    const before = tokens[at - 1];
    const inFromList = before?.text === "," && clause.get(token.depth) === "FROM";
    if (inFromList || (before?.kind === "word" && TABLE_POSITION.has(before.upper))) return true;
  }
  return false;
}

/** Index of the ")" that closes the "(" at `open` (or the last token when it never closes). */
function closing(tokens: readonly SqlToken[], open: number): number {
  const depth = (tokens[open] as SqlToken).depth;
  for (let at = open + 1; at < tokens.length; at++) {
    const token = tokens[at] as SqlToken;
    if (token.text === ")" && token.kind === "punct" && token.depth === depth) return at;
  }
  return tokens.length;
}
