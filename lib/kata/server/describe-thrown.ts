/**
 * The function that describes what code inside the sandbox threw, bundled to text
 * (describe-thrown.bundled.ts) and evaluated in QuickJS before any untrusted code, so it holds
 * the real intrinsics. It reads only own data properties, never a getter; a Proxy's traps may
 * still run, but on the CPU budget. It answers "<name>\n<message>".
 */
const own = Object.getOwnPropertyDescriptor;
const prototypeOf = Object.getPrototypeOf;

function text(value: object, key: string): string {
  try {
    const d = own(value, key);
    return d && typeof d.value === "string" ? d.value : "";
  } catch {
    return "";
  }
}

export function describeThrown(thrown: unknown): string {
  if (typeof thrown === "string") return `string\n${thrown}`;
  if (thrown === null || typeof thrown !== "object") return `value\n${typeof thrown}`;
  let proto: object | null = null;
  try {
    proto = prototypeOf(thrown);
  } catch {}
  return `${text(thrown, "name") || (proto && text(proto, "name")) || "Error"}\n${text(thrown, "message")}`;
}
