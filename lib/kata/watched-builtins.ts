/**
 * The JavaScript built-ins a submission must leave alone, in the order they are checked.
 * One list for both sides: the harness (inside either engine) refuses a submission that
 * changed one, and the realm engine puts them back for the host's own sake.
 */

/** Global bindings compared by descriptor (replacing `Promise` itself, say). */
export const WATCHED_GLOBALS = [
  "Object",
  "Function",
  "Array",
  "Promise",
  "JSON",
  "Reflect",
  "Error",
  "TypeError",
  "String",
  "Number",
  "Boolean",
  "Symbol",
  "Math",
  "Map",
  "Set",
  "WeakMap",
  "globalThis",
] as const;

/**
 * Objects whose own properties are compared one by one, as paths from the global object.
 * NOTE: the Error and Symbol constructors are left out on purpose: Node and test runners set
 * Error.prepareStackTrace or Error.stackTraceLimit at any time, and that is not the student.
 */
export const WATCHED_OBJECTS = [
  "Object",
  "Object.prototype",
  "Function.prototype",
  "Array",
  "Array.prototype",
  "Promise",
  "Promise.prototype",
  "JSON",
  "Reflect",
  "Error.prototype",
  "String.prototype",
  "Number.prototype",
  "Boolean.prototype",
  "Symbol.prototype",
  "Math",
  "WeakMap.prototype",
] as const;
