/**
 * Part of the inner harness: loading the submission. Its stripped module becomes the body of a
 * function whose parameters shadow require/exports/module and the timers, and hide the host's
 * globals; a module that throws, imports, changes a built-in or exports no class is refused.
 */
export const LOAD_SOURCE = `
  var loaded = { done: false, Layer: undefined };
  /** Names a submission must not see; all undefined inside its module. */
  var HIDDEN = ["setInterval", "clearInterval", "setImmediate", "clearImmediate", "process", "globalThis", "global",
    "self", "window", "fetch", "XMLHttpRequest", "WebSocket", "importScripts", "postMessage", "Worker",
    "MessageChannel", "performance"];

  /**
   * QuickJS stops a submission by throwing an InternalError ("interrupted" at the CPU budget,
   * "out of memory" at the cap) that async code can turn into an ordinary rejection. Seen
   * anywhere, it ends the grading as a refusal instead of being graded as the layer's answer.
   */
  var fatal = { code: "" };
  function noteFatal(thrown) {
    try {
      if (!isInstance(ErrorCtor, thrown) || thrown.name !== "InternalError") return;
      var message = StringOf(thrown.message);
      if (message === "interrupted") fatal.code = "cpu";
      else if (message === "out of memory") fatal.code = "memory";
    } catch (e) { /* an unreadable error is not the engine's */ }
  }

  function answer(code, message) { return toJson(code === "" ? { ok: true } : { ok: false, code: code, message: message }); }

  function ownValue(object, key) {
    var own = getOwnDescriptor(object, key);
    return own && hasOwn(own, "value") ? own.value : undefined;
  }

  function load(js) {
    if (loaded.done) return answer("crashed", "the harness was already loaded");
    loaded.done = true;
    var exportsObject = {};
    var moduleObject = { exports: exportsObject };
    var refused = { name: "" };
    function require(name) {
      if (name === "envelope-kata") return envelopeKata;
      refused.name = StringOf(name);
      throw new ErrorCtor("only envelope-kata can be imported, not " + StringOf(name));
    }
    var parameters = ["require", "exports", "module", "setTimeout", "clearTimeout"];
    for (var h = 0; h < HIDDEN.length; h++) append(parameters, HIDDEN[h]);
    append(parameters, js);
    var body;
    try {
      body = apply(FunctionCtor, undefined, parameters);
    } catch (e) {
      return answer("syntax", messageOf(e));
    }
    try {
      apply(body, undefined, [require, exportsObject, moduleObject, setVirtualTimeout, clearVirtualTimeout]);
    } catch (e) {
      noteFatal(e);
      if (fatal.code === "cpu") return answer("cpu", "your module ran past its time budget while loading");
      if (fatal.code === "memory") return answer("memory", "your module used more memory than allowed while loading");
      if (refused.name !== "") return answer("import", "only envelope-kata can be imported, not " + refused.name);
      return answer("crashed", "your module threw while loading: " + messageOf(e));
    }
    var changed = changedBuiltin();
    if (changed !== "") return answer("crashed", "your code changed a JavaScript built-in (" + changed + ")");
    var exported = ownValue(moduleObject, "exports");
    var Layer = typeof exported === "object" && exported !== null ? ownValue(exported, "ToolsLayer") : undefined;
    if (typeof Layer !== "function") return answer("no-layer", "export a class named ToolsLayer");
    loaded.Layer = Layer;
    return answer("", "");
  }
`;
