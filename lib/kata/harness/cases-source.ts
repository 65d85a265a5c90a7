/**
 * Part of the inner harness: loading the submission, the stand-in tools, and running one
 * case (a fresh layer, then its calls one after another) while recording what came back.
 * The case's behaviours stay in this closure: a layer only learns one by calling the tool.
 */
export const CASES_SOURCE = `
  /** Names a submission must not see; all undefined inside its module. */
  var HIDDEN = ["setInterval", "clearInterval", "setImmediate", "clearImmediate", "process", "globalThis", "global",
    "self", "window", "fetch", "XMLHttpRequest", "WebSocket", "importScripts", "postMessage", "Worker",
    "MessageChannel", "performance"];
  var MAX_ADVANCES = 1000;
  var loaded = { done: false, Layer: undefined };
  var run = { generation: 0, calls: [], records: [], index: 0, advances: 0, started: 0 };

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

  var check = makeCheck({ isArray: isArray, hasOwn: hasOwn, trim: function (text) { return apply(trimString, text, []); } });

  function makeTool(name) {
    return freeze({
      name: name,
      check: function (raw) {
        try { return check(name, raw); } catch (e) { return { ok: false, error: "arguments: could not be read" }; }
      },
      run: function (args, context) { return actOut(name, args, context); },
    });
  }

  function actOut(name, args, context) {
    var record = run.records[run.index];
    var behaviour = run.calls[run.index].behaviour;
    record.toolCalls += 1;
    put(record, "receivedArgs", snapshot(args));
    var signal;
    try { signal = context.signal; } catch (e) { signal = undefined; }
    if (behaviour.kind === "throw-now") throw behaviour.message; // a bare string, the non-Error case
    return new PromiseCtor(function (resolve, reject) {
      if (behaviour.kind === "hang") {
        if (behaviour.onAbort === "reject") whenAborted(signal, function () { reject(new ErrorCtor(behaviour.message)); });
        return;
      }
      var timer = setVirtualTimeout(function () {
        if (behaviour.kind === "return") resolve(behaviour.output);
        else if (behaviour.kind === "throw") reject(new ErrorCtor(behaviour.message));
        else reject(new ToolTimeoutError(behaviour.message));
      }, behaviour.afterMs);
      whenAborted(signal, function (reason) { clearVirtualTimeout(timer); reject(reason); });
    });
  }

  function finish(generation, index, outcome) {
    if (generation !== run.generation || run.records[index].outcome !== null) return;
    run.records[index].outcome = outcome;
    startCall(generation, index + 1);
  }

  function startCall(generation, index) {
    if (index >= run.calls.length) return;
    run.index = index;
    run.started += 1;
    var call = run.calls[index];
    var result;
    try {
      result = run.layer.run(call.tool, call.args);
    } catch (e) {
      noteFatal(e);
      return finish(generation, index, { kind: "escaped", message: messageOf(e) });
    }
    then(
      new PromiseCtor(function (adopt) { adopt(result); }),
      function (value) { finish(generation, index, { kind: "resolved", value: snapshot(value) }); },
      function (e) {
        noteFatal(e);
        finish(generation, index, { kind: "escaped", message: messageOf(e) });
      },
    );
  }

  function start(caseJson) {
    run.generation += 1;
    resetClock();
    var kataCase = parseJson(caseJson);
    run.calls = kataCase.calls;
    run.records = [];
    run.advances = 0;
    run.started = 0;
    for (var i = 0; i < run.calls.length; i++) append(run.records, { outcome: null, toolCalls: 0 });
    var tools = [];
    for (var t = 0; t < TOOL_NAMES.length; t++) append(tools, makeTool(TOOL_NAMES[t]));
    try {
      run.layer = new loaded.Layer(tools, kataCase.timeoutMs);
    } catch (e) {
      noteFatal(e);
      var outcome = { kind: "escaped", message: "the constructor threw: " + messageOf(e) };
      for (var r = 0; r < run.records.length; r++) run.records[r].outcome = outcome;
      return;
    }
    startCall(run.generation, 0);
  }

  function allSettled() {
    for (var i = 0; i < run.records.length; i++) if (run.records[i].outcome === null) return false;
    return true;
  }

  function advance() {
    if (allSettled() || run.advances >= MAX_ADVANCES) return false;
    run.advances += 1;
    return fireNextTimers();
  }

  function report() {
    var outcomes = [];
    for (var i = 0; i < run.records.length; i++) {
      var record = run.records[i];
      var entry = { outcome: record.outcome === null ? { kind: "never-settled" } : record.outcome, toolCalls: record.toolCalls };
      if (hasOwn(record, "receivedArgs")) put(entry, "receivedArgs", record.receivedArgs);
      append(outcomes, entry);
    }
    return toJson({ outcomes: outcomes, changedBuiltin: changedBuiltin(), stopped: fatal.code, callsStarted: run.started });
  }
`;
