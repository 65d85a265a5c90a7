/**
 * Ready-made arguments per tool, each chosen to end a call at a different step of the
 * tools layer. Plain data: the sandbox offers them as buttons that fill the editor.
 */

/** One preset: a label the student reads and the JSON text it puts in the editor. */
export interface ArgsPreset {
  label: string;
  args: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const email = { to: "ada@example.com", subject: "Your receipt for order 1042", body: "Thank you for your order." };

/** Presets for the built-in tools, keyed by tool name. */
export const ARGS_PRESETS: Record<string, readonly ArgsPreset[]> = {
  calculator: [
    { label: "valid", args: json({ expression: "(2 + 3) * 4" }) },
    { label: "wrong type", args: json({ expression: 42 }) },
    { label: "missing field", args: json({ expr: "1 + 1" }) },
    { label: "unparseable expression", args: json({ expression: "(1 + 2))" }) },
    { label: "division by zero", args: json({ expression: "1 / 0" }) },
  ],
  weather: [
    { label: "valid", args: json({ city: "Lisbon" }) },
    { label: "wrong type", args: json({ city: 42 }) },
    { label: "missing field", args: json({ units: "metric" }) },
    { label: "unknown city", args: json({ city: "Atlantis" }) },
  ],
  database: [
    { label: "valid", args: json({ sql: "SELECT name, city FROM customers WHERE country = ?", params: ["Japan"] }) },
    { label: "wrong type", args: json({ sql: 7 }) },
    { label: "missing field", args: json({ query: "SELECT 1" }) },
    { label: "not a SELECT", args: json({ sql: "DELETE FROM customers" }) },
    { label: "no such table", args: json({ sql: "SELECT * FROM invoices" }) },
  ],
  send_email: [
    { label: "valid", args: json(email) },
    // One key per logical operation (this order's receipt), the same on every retry of it.
    { label: "with idempotency key", args: json({ ...email, idempotencyKey: "receipt-order-1042" }) },
    { label: "wrong type", args: json({ ...email, to: 42 }) },
    { label: "missing field", args: json({ to: email.to, body: email.body }) },
  ],
};

/** The presets for `tool`; a name that is not a built-in tool gets none. */
export function presetsFor(tool: string): readonly ArgsPreset[] {
  return Object.hasOwn(ARGS_PRESETS, tool) ? (ARGS_PRESETS[tool] ?? []) : [];
}

/** The arguments a freshly picked tool starts with: its valid preset, or an empty object. */
export function defaultArgsFor(tool: string): string {
  return presetsFor(tool)[0]?.args ?? "{}";
}

/**
 * `state` with `tool` picked. Switching to another built-in tool brings its valid
 * arguments; any other name keeps what is typed.
 */
export function withTool<S extends { tool: string; args: string }>(state: S, tool: string): S {
  const switched = tool !== state.tool && presetsFor(tool).length > 0;
  return { ...state, tool, args: switched ? defaultArgsFor(tool) : state.args };
}
