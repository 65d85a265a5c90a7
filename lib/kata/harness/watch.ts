/**
 * Part of the inner harness (./harness.ts): notices when the submission changes a JavaScript
 * built-in (Promise.prototype.then, Object.prototype.toJSON, the global Promise, ...). A layer
 * has no reason to, and a changed built-in is how a submission would try to fake a pass, so
 * both runtimes refuse such a submission the same way instead of grading it. The lists are in
 * ../watched-builtins.ts.
 */
import { WATCHED_GLOBALS, WATCHED_OBJECTS } from "../watched-builtins";
import { append, getOwnDescriptor, isExtensible, ownKeys, StringOf } from "./intrinsics";

type Described = { object: object; extensible: boolean; all: [PropertyKey, PropertyDescriptor | undefined][] };

function sameDescriptor(a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.value === b.value &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

function resolvePath(path: string): object {
  let object: unknown = globalThis;
  const parts: string[] = [];
  let part = "";
  for (let c = 0; c <= path.length; c++) {
    if (c === path.length || path[c] === ".") {
      append(parts, part);
      part = "";
    } else part += path[c];
  }
  for (let i = 0; i < parts.length; i++)
    object = (getOwnDescriptor(object, parts[i] as string) as PropertyDescriptor).value;
  return object as object;
}

function describeAll(object: object): Described {
  const keys = ownKeys(object);
  const all: Described["all"] = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as PropertyKey;
    append(all, [key, getOwnDescriptor(object, key)]);
  }
  return { object: object, extensible: isExtensible(object), all: all };
}

/**
 * Describes the watched built-ins now; the function it returns names the first that changed
 * since (or answers "").
 */
export function watchBuiltins(): () => string {
  const theGlobal = globalThis;
  const watchedBefore: Described[] = [];
  for (let w = 0; w < WATCHED_OBJECTS.length; w++)
    append(watchedBefore, describeAll(resolvePath(WATCHED_OBJECTS[w] as string)));
  const globalsBefore: (PropertyDescriptor | undefined)[] = [];
  for (let g = 0; g < WATCHED_GLOBALS.length; g++)
    append(globalsBefore, getOwnDescriptor(theGlobal, WATCHED_GLOBALS[g] as string));

  return function changedBuiltin(): string {
    try {
      for (let g = 0; g < WATCHED_GLOBALS.length; g++) {
        const name = WATCHED_GLOBALS[g] as string;
        if (!sameDescriptor(globalsBefore[g], getOwnDescriptor(theGlobal, name))) return name;
      }
      for (let w = 0; w < WATCHED_OBJECTS.length; w++) {
        const name = WATCHED_OBJECTS[w] as string;
        const before = watchedBefore[w] as Described;
        if (isExtensible(before.object) !== before.extensible) return `${name} (frozen or sealed)`;
        if (ownKeys(before.object).length !== before.all.length) return `${name} (a property was added or removed)`;
        for (let i = 0; i < before.all.length; i++) {
          const entry = before.all[i] as Described["all"][number];
          const key = entry[0];
          if (!sameDescriptor(entry[1], getOwnDescriptor(before.object, key))) return `${name}.${StringOf(key)}`;
        }
      }
      return "";
    } catch {
      return "a built-in that can no longer be read";
    }
  };
}
