/**
 * Part of the inner harness: notices when the submission changes a JavaScript built-in
 * (Promise.prototype.then, Object.prototype.toJSON, the global Promise, ...). A layer has no
 * reason to, and a changed built-in is how a submission would try to fake a pass, so both
 * runtimes refuse such a submission the same way instead of grading it. The lists are in
 * watched-builtins.ts; the harness is built with them.
 */
import { WATCHED_GLOBALS, WATCHED_OBJECTS } from "../watched-builtins";

export const WATCH_SOURCE = `
  var theGlobal = globalThis;
  var GLOBAL_NAMES = ${JSON.stringify(WATCHED_GLOBALS)};
  var WATCHED_PATHS = ${JSON.stringify(WATCHED_OBJECTS)};

  function sameDescriptor(a, b) {
    if (!a || !b) return a === b;
    return a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable &&
      a.enumerable === b.enumerable && a.configurable === b.configurable;
  }

  function resolvePath(path) {
    var object = theGlobal;
    var parts = [];
    var part = "";
    for (var c = 0; c <= path.length; c++) {
      if (c === path.length || path[c] === ".") { append(parts, part); part = ""; } else part += path[c];
    }
    for (var i = 0; i < parts.length; i++) object = getOwnDescriptor(object, parts[i]).value;
    return object;
  }

  function describeAll(object) {
    var keys = ownKeys(object);
    var all = [];
    for (var i = 0; i < keys.length; i++) append(all, [keys[i], getOwnDescriptor(object, keys[i])]);
    return { object: object, extensible: isExtensible(object), all: all };
  }

  var watchedBefore = [];
  for (var w = 0; w < WATCHED_PATHS.length; w++) append(watchedBefore, describeAll(resolvePath(WATCHED_PATHS[w])));
  var globalsBefore = [];
  for (var g = 0; g < GLOBAL_NAMES.length; g++) append(globalsBefore, getOwnDescriptor(theGlobal, GLOBAL_NAMES[g]));

  /** The name of the first built-in that changed since the harness started, or "". */
  function changedBuiltin() {
    try {
      for (var g = 0; g < GLOBAL_NAMES.length; g++) {
        if (!sameDescriptor(globalsBefore[g], getOwnDescriptor(theGlobal, GLOBAL_NAMES[g]))) return GLOBAL_NAMES[g];
      }
      for (var w = 0; w < WATCHED_PATHS.length; w++) {
        var name = WATCHED_PATHS[w];
        var before = watchedBefore[w];
        if (isExtensible(before.object) !== before.extensible) return name + " (frozen or sealed)";
        if (ownKeys(before.object).length !== before.all.length) return name + " (a property was added or removed)";
        for (var i = 0; i < before.all.length; i++) {
          var key = before.all[i][0];
          if (!sameDescriptor(before.all[i][1], getOwnDescriptor(before.object, key))) return name + "." + StringOf(key);
        }
      }
      return "";
    } catch (e) {
      return "a built-in that can no longer be read";
    }
  }
`;
