/**
 * The realm engine's protection of its host: the watched built-ins (watched-builtins.ts) as
 * they were before the submission ran, put back after every step. The harness refuses a
 * submission that changed one; this only keeps the grader around it (fast-check, the
 * comparison, the test runner) working with the real built-ins meanwhile.
 */
import { WATCHED_GLOBALS, WATCHED_OBJECTS } from "./watched-builtins";

type Saved = { name: string; object: object; extensible: boolean; own: Map<PropertyKey, PropertyDescriptor> };

const same = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.value === b.value &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable);

function resolve(path: string): object {
  let object: unknown = globalThis;
  for (const part of path.split(".")) object = Object.getOwnPropertyDescriptor(object, part)?.value;
  return object as object;
}

function save(name: string, object: object, keys: readonly PropertyKey[]): Saved {
  const own = new Map<PropertyKey, PropertyDescriptor>();
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(object, key);
    if (descriptor) own.set(key, descriptor);
  }
  return { name, object, extensible: Object.isExtensible(object), own };
}

/**
 * What the host touches between two steps of a case (awaits, its message hop): the promise
 * machinery and array methods. Everything else is put back before the host reads a report.
 */
const BETWEEN_STEPS = new Set(["Promise", "Promise.prototype", "Array.prototype", "Function.prototype"]);

/**
 * Saves the watched built-ins now. `restore()` puts them all back and names the first that had
 * changed (or ""); `restore({ quick: true })` only the globals and those in BETWEEN_STEPS.
 */
export function snapshotBuiltins(): { restore(options?: { quick: boolean }): string } {
  const globals = save("globalThis", globalThis, WATCHED_GLOBALS);
  const objects = WATCHED_OBJECTS.map((path) => {
    const object = resolve(path);
    return save(path, object, Reflect.ownKeys(object));
  });
  return {
    restore: (options) => {
      let first = "";
      const note = (what: string) => {
        if (first === "") first = what;
      };
      for (const [key, descriptor] of globals.own) {
        if (!same(descriptor, Object.getOwnPropertyDescriptor(globalThis, key))) {
          note(String(key));
          Reflect.defineProperty(globalThis, key, descriptor);
        }
      }
      for (const saved of objects) if (!options?.quick || BETWEEN_STEPS.has(saved.name)) putBack(saved, note);
      return first;
    },
  };
}

function putBack(saved: Saved, note: (what: string) => void) {
  const { name, object, own } = saved;
  if (Object.isExtensible(object) !== saved.extensible) note(`${name} (frozen or sealed)`);
  for (const key of Reflect.ownKeys(object)) {
    if (own.has(key)) continue;
    note(`${name} (a property was added or removed)`);
    Reflect.deleteProperty(object, key);
  }
  for (const [key, descriptor] of own) {
    if (same(descriptor, Object.getOwnPropertyDescriptor(object, key))) continue;
    note(
      Object.getOwnPropertyDescriptor(object, key)
        ? `${name}.${String(key)}`
        : `${name} (a property was added or removed)`,
    );
    Reflect.defineProperty(object, key, descriptor);
  }
}
