import type { KataRuleId } from "@/lib/kata/verdict";

/**
 * The starter's bugs and the fix for each, in the order a student meets them (the order
 * the rules are checked in). Each fix is text edits on the starter, so the journey
 * follows the starter if it changes; an edit that no longer applies throws.
 */
export type KataFix = { rule: KataRuleId; edits: { find: string; replace: string }[] };

export const KATA_FIXES: KataFix[] = [
  {
    rule: "unknown-tool",
    edits: [
      {
        find: "const tool = this.tools.get(name)!;",
        replace:
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the student types a template literal
          'const tool = this.tools.get(name);\n    if (tool === undefined) return { status: "invalid_args", tool: name, error: `unknown tool: ${name}` };',
      },
    ],
  },
  {
    rule: "bad-args",
    edits: [
      {
        find: [
          "    try {",
          "      const output = await callWithDeadline((signal) => tool.run(rawArgs, { signal }), this.timeoutMs);",
          "      const checked = tool.check(rawArgs);",
          '      if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };',
        ].join("\n"),
        replace: [
          "    const checked = tool.check(rawArgs);",
          '    if (!checked.ok) return { status: "invalid_args", tool: name, error: checked.error };',
          "    try {",
          "      const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs);",
        ].join("\n"),
      },
    ],
  },
  {
    rule: "deadline",
    edits: [
      {
        find: "import { callWithDeadline, type KataTool",
        replace: "import { callWithDeadline, isTimeoutSignal, type KataTool",
      },
      { find: 'if (error.includes("timeout"))', replace: "if (isTimeoutSignal(thrown))" },
    ],
  },
];

/** The source after `fix`; throws when one of its edits no longer finds its text. */
export function applyFix(source: string, fix: KataFix): string {
  return fix.edits.reduce((text, edit) => {
    if (!text.includes(edit.find)) throw new Error(`a fix for ${fix.rule} no longer applies to the starter`);
    return text.replace(edit.find, edit.replace);
  }, source);
}
