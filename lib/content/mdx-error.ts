import { BRACE_ADVICE } from "./check-tags";

/**
 * The two MDX parse errors instructors meet most, said in plain words with the fix
 * (issue 19): a brace in prose ("Could not parse expression with acorn") and text on
 * the same line as a block tag, which MDX reads as an inline tag and then reports
 * "Expected a closing tag" though the closing tag is there. `lineText` is the line of
 * the error in the body. Any other error is left to the caller.
 */
export function plainMdxError(
  reason: string,
  lineText: string | undefined,
): { field: string; message: string } | undefined {
  if (/acorn|Unexpected (?:character|end of file) in expression|Could not parse expression/i.test(reason))
    return { field: "{ }", message: BRACE_ADVICE };
  const tag = /Expected a closing tag for `<(\w+)>`/.exec(reason)?.[1];
  if (!tag) return undefined;
  const afterTag = lineText?.split(`<${tag}>`)[1]?.trim();
  if (afterTag)
    return {
      field: `<${tag}>`,
      message: `has text on the same line ("${afterTag.slice(0, 30)}"); put <${tag}> on a line of its own, then a blank line, the text, a blank line and </${tag}>`,
    };
  return {
    field: `<${tag}>`,
    message: `is never closed: add </${tag}> on a line of its own after its text (with a blank line before it)`,
  };
}
