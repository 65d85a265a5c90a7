/**
 * Part of the inner harness: the stand-in tools, and running one case (a fresh layer of the
 * loaded class, then its calls one after another) while recording what came back.
 * The case's behaviours stay in this closure: a layer only learns one by calling the tool.
 */
export const CASES_SOURCE = `
  var MAX_ADVANCES = 1000;
  var run = { generation: 0, calls: [], records: [], index: 0, advances: 0, started: 0 };

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
      return finish(generation, index, { kind: "escaped", message: bounded(messageOf(e)) });
    }
    then(
      new PromiseCtor(function (adopt) { adopt(result); }),
      function (value) { finish(generation, index, { kind: "resolved", value: snapshot(value) }); },
      function (e) {
        noteFatal(e);
        finish(generation, index, { kind: "escaped", message: bounded(messageOf(e)) });
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
      var outcome = { kind: "escaped", message: "the constructor threw: " + bounded(messageOf(e)) };
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
