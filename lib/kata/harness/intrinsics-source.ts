/**
 * Part of the inner harness (see ../harness-source.ts): the intrinsics it captures before
 * the student's code runs, and the helpers built only on those. Plain ES2020, no host APIs,
 * because the same text runs in V8 (the browser worker, Node tests) and in QuickJS (the server).
 *
 * NOTE: nothing here may read a property the student could have put on a prototype, call a
 * method through the prototype chain, or let JSON.stringify look up `toJSON`; that is why the
 * report is serialised by hand and arrays are written with defineProperty.
 */
export const INTRINSICS_SOURCE = `
  var apply = Reflect.apply;
  var defineProperty = Object.defineProperty;
  var getOwnDescriptor = Object.getOwnPropertyDescriptor;
  var ownKeys = Reflect.ownKeys;
  var objectKeys = Object.keys;
  var isExtensible = Object.isExtensible;
  var freeze = Object.freeze;
  var isArray = Array.isArray;
  var floor = Math.floor;
  var isFinite_ = Number.isFinite;
  var parseJson = JSON.parse;
  var stringifyPrimitive = JSON.stringify;
  var StringOf = String;
  var PromiseCtor = Promise;
  var promiseThen = Promise.prototype.then;
  var ErrorCtor = Error;
  var FunctionCtor = Function;
  var hasInstance = Function.prototype[Symbol.hasInstance];
  var hasOwnProperty = Object.prototype.hasOwnProperty;
  var trimString = String.prototype.trim;
  var sliceString = String.prototype.slice;
  var WeakMapCtor = WeakMap;
  var weakMapGet = WeakMap.prototype.get;
  var weakMapSet = WeakMap.prototype.set;

  function hasOwn(object, key) { return apply(hasOwnProperty, object, [key]); }
  function put(target, key, value) {
    defineProperty(target, key, { value: value, writable: true, enumerable: true, configurable: true });
  }
  function append(list, value) { put(list, list.length, value); }
  function isInstance(Ctor, value) {
    try { return apply(hasInstance, Ctor, [value]); } catch (e) { return false; }
  }
  function then(promise, onValue, onError) { apply(promiseThen, promise, [onValue, onError]); }

  /** Texts longer than this are cut in a report: no rule needs them, and they cost a copy. */
  var MAX_TEXT = 10000;
  function bounded(text) {
    return text.length > MAX_TEXT ? apply(sliceString, text, [0, MAX_TEXT]) + " (cut)" : text;
  }

  /** The message of anything thrown; the same text envelope-kata's messageOf gives the student. */
  function messageOf(thrown) {
    try {
      if (typeof thrown === "string") return thrown;
      if (isInstance(ErrorCtor, thrown)) return StringOf(thrown.message);
      if (thrown === null || thrown === undefined) return "a thrown " + StringOf(thrown);
      if (typeof thrown === "object" || typeof thrown === "function") {
        var own = getOwnDescriptor(thrown, "message");
        if (own && typeof own.value === "string" && own.value !== "") return own.value;
        return "a thrown " + typeof thrown;
      }
      return StringOf(thrown);
    } catch (e) {
      return "a thrown value that cannot be read";
    }
  }

  var NOT_JSON = "kata:not-json";
  function notJson(what) { var marker = {}; put(marker, NOT_JSON, what); return marker; }

  /** A JSON copy of what the student returned: own enumerable data properties only, bounded. */
  function snapshot(value) { return snap(value, 0, { left: 2000 }); }
  function snap(value, depth, budget) {
    budget.left -= 1;
    if (budget.left < 0 || depth > 32) return notJson("too large");
    var type = typeof value;
    if (type === "string") return value.length > MAX_TEXT ? notJson("a string of " + value.length + " characters") : value;
    if (value === null || type === "boolean") return value;
    if (type === "number") return isFinite_(value) ? value : notJson(StringOf(value));
    if (type !== "object") return notJson(type === "undefined" ? "undefined" : "a " + type);
    try {
      var copy = isArray(value) ? [] : {};
      var keys = ownKeys(value);
      for (var i = 0; i < keys.length && i < 2000; i++) {
        var key = keys[i];
        if (typeof key !== "string" || (isArray(value) && key === "length")) continue;
        var own = getOwnDescriptor(value, key);
        if (!own || !own.enumerable) continue;
        put(copy, key, hasOwn(own, "value") ? snap(own.value, depth + 1, budget) : notJson("a getter"));
      }
      return copy;
    } catch (e) {
      return notJson("unreadable");
    }
  }

  /** JSON text of the harness's own plain data, with no toJSON or prototype lookups. */
  function toJson(value) {
    if (value === null || value === undefined) return "null";
    var type = typeof value;
    if (type === "string") return stringifyPrimitive(value);
    if (type === "number") return isFinite_(value) ? stringifyPrimitive(value) : "null";
    if (type === "boolean") return value ? "true" : "false";
    var text = "";
    if (isArray(value)) {
      for (var i = 0; i < value.length; i++) text += (i > 0 ? "," : "") + toJson(value[i]);
      return "[" + text + "]";
    }
    var keys = objectKeys(value);
    for (var k = 0; k < keys.length; k++) {
      text += (k > 0 ? "," : "") + stringifyPrimitive(keys[k]) + ":" + toJson(value[keys[k]]);
    }
    return "{" + text + "}";
  }
`;
