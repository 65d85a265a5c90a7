/**
 * Part of the inner harness (./harness.ts): the intrinsics it captures when this module is
 * evaluated, before any student code runs, and the helpers built only on those. ES2020 with no
 * host API, because the same module runs in V8 (the browser worker, Node tests) and, bundled,
 * in QuickJS (the server).
 *
 * NOTE: nothing in the harness may read a property the student could have put on a prototype,
 * call a method through the prototype chain, iterate (for-of, spread and array destructuring
 * call Array.prototype[Symbol.iterator]) or let JSON.stringify look up `toJSON`; that is why
 * the loops count, the report is serialised by hand and arrays are written with defineProperty.
 */
export const apply = Reflect.apply;
export const defineProperty = Object.defineProperty;
export const getOwnDescriptor = Object.getOwnPropertyDescriptor;
export const ownKeys = Reflect.ownKeys;
export const isExtensible = Object.isExtensible;
export const freeze = Object.freeze;
export const isArray = Array.isArray;
export const floor = Math.floor;
export const parseJson = JSON.parse;
export const StringOf = String;
export const PromiseCtor = Promise;
export const ErrorCtor = Error;
export const FunctionCtor = Function;
export const WeakMapCtor = WeakMap;
export const weakMapGet = WeakMap.prototype.get;
export const weakMapSet = WeakMap.prototype.set;
export const trimString = String.prototype.trim;
const objectKeys = Object.keys;
const isFiniteNumber = Number.isFinite;
const stringifyPrimitive = JSON.stringify;
const promiseThen = Promise.prototype.then;
const hasInstance = Function.prototype[Symbol.hasInstance];
const ownPropertyCheck = Object.prototype.hasOwnProperty;
const sliceString = String.prototype.slice;

export function hasOwn(object: unknown, key: PropertyKey): boolean {
  return apply(ownPropertyCheck, object, [key]);
}

export function put(target: object, key: PropertyKey, value: unknown): void {
  defineProperty(target, key, { value: value, writable: true, enumerable: true, configurable: true });
}

export function append<T>(list: T[], value: T): void {
  put(list, list.length, value);
}

export function isInstance(Ctor: unknown, value: unknown): boolean {
  try {
    return apply(hasInstance, Ctor, [value]);
  } catch {
    return false;
  }
}

/** promise.then(onValue, onError), through the captured `then` (never exported as `then`: a module namespace with a `then` is a thenable). */
export function onSettled(
  promise: unknown,
  onValue: (value: unknown) => void,
  onError: (error: unknown) => void,
): void {
  apply(promiseThen, promise, [onValue, onError]);
}

/** Texts longer than this are cut in a report: no rule needs them, and they cost a copy. */
const MAX_TEXT = 10000;
export function bounded(text: string): string {
  return text.length > MAX_TEXT ? `${apply(sliceString, text, [0, MAX_TEXT])} (cut)` : text;
}

/** The message of anything thrown; the same text envelope-kata's messageOf gives the student. */
export function messageOf(thrown: unknown): string {
  try {
    if (typeof thrown === "string") return thrown;
    if (isInstance(ErrorCtor, thrown)) return StringOf((thrown as Error).message);
    if (thrown === null || thrown === undefined) return `a thrown ${StringOf(thrown)}`;
    if (typeof thrown === "object" || typeof thrown === "function") {
      const own = getOwnDescriptor(thrown, "message");
      if (own && typeof own.value === "string" && own.value !== "") return own.value;
      return `a thrown ${typeof thrown}`;
    }
    return StringOf(thrown);
  } catch {
    return "a thrown value that cannot be read";
  }
}

const NOT_JSON = "kata:not-json";
function notJson(what: string): object {
  const marker = {};
  put(marker, NOT_JSON, what);
  return marker;
}

/** A JSON copy of what the student returned: own enumerable data properties only, bounded. */
export function snapshot(value: unknown): unknown {
  return snap(value, 0, { left: 2000 });
}

function snap(value: unknown, depth: number, budget: { left: number }): unknown {
  budget.left -= 1;
  if (budget.left < 0 || depth > 32) return notJson("too large");
  const type = typeof value;
  if (typeof value === "string")
    return value.length > MAX_TEXT ? notJson(`a string of ${value.length} characters`) : value;
  if (value === null || type === "boolean") return value;
  if (typeof value === "number") return isFiniteNumber(value) ? value : notJson(StringOf(value));
  if (typeof value !== "object") return notJson(type === "undefined" ? "undefined" : `a ${type}`);
  try {
    const copy = isArray(value) ? [] : {};
    const keys = ownKeys(value);
    for (let i = 0; i < keys.length && i < 2000; i++) {
      const key = keys[i];
      if (typeof key !== "string" || (isArray(value) && key === "length")) continue;
      const own = getOwnDescriptor(value, key);
      if (!own?.enumerable) continue;
      put(copy, key, hasOwn(own, "value") ? snap(own.value, depth + 1, budget) : notJson("a getter"));
    }
    return copy;
  } catch {
    return notJson("unreadable");
  }
}

/** JSON text of the harness's own plain data, with no toJSON or prototype lookups. */
export function toJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return stringifyPrimitive(value);
  if (typeof value === "number") return isFiniteNumber(value) ? stringifyPrimitive(value) : "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text = "";
  if (isArray(value)) {
    for (let i = 0; i < value.length; i++) text += (i > 0 ? "," : "") + toJson(value[i]);
    return `[${text}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = objectKeys(record);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    text += `${k > 0 ? "," : ""}${stringifyPrimitive(key)}:${toJson(record[key])}`;
  }
  return `{${text}}`;
}
