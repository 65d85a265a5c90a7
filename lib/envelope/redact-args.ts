/**
 * What the trace may keep of a call's arguments. Arguments can carry personal data (a
 * customer's name bound into a query), and a trace is kept, exported and read by people
 * who need the shape of a call, not those values. So the trace records a copy in which
 * each field a tool declares sensitive holds a marker instead of its value; the tool
 * itself still receives the real arguments.
 */

/** The marker that stands for a value the trace does not keep. */
export const REDACTED = "[redacted]";

/**
 * Top-level argument fields, per tool, whose values the trace replaces. The database's
 * `params` are where a query's values belong, so that is where personal data ends up;
 * an email's `body` is what its reader wrote or will read.
 */
export const SENSITIVE_ARGS: Readonly<Record<string, readonly string[]>> = {
  database: ["params"],
  send_email: ["body"],
};

/**
 * `args` as the trace may keep them for a call to `tool`: a copy with each sensitive field
 * that is present set to {@link REDACTED}, or `args` itself when nothing is sensitive.
 * Never throws: arguments that cannot be read are kept as the marker alone.
 */
export function redactArgs(tool: string, args: unknown, sensitive = SENSITIVE_ARGS): unknown {
  const fields = Object.hasOwn(sensitive, tool) ? sensitive[tool] : undefined;
  if (!fields?.length || typeof args !== "object" || args === null || Array.isArray(args)) return args;
  try {
    const copy: Record<string, unknown> = { ...args };
    for (const field of fields) if (Object.hasOwn(copy, field)) copy[field] = REDACTED;
    return copy;
  } catch {
    return REDACTED;
  }
}
