/**
 * Part of the live harness (LIVE_HARNESS_SOURCE in ../harness-source.ts): one call through
 * the student's layer with tools the host supplies, on the host's real timers. The sandbox's
 * "my layer" runs this in a worker; the tools' work is done on the page (see
 * components/kata/layer-worker-entry.ts), so a host tool here is `check` (answered at once)
 * and `run` (a promise the host settles, told when the layer's signal aborts).
 */
export const LIVE_SOURCE = `
  /** The rejection a host tool's failure becomes: what the layer's catch clause will see. */
  function hostFailure(failure, abortReason) {
    if (failure.reason === "abort") return abortReason.value;
    var error = failure.reason === "timeout" ? new ToolTimeoutError(failure.message) : new ErrorCtor(failure.message);
    if (failure.reason === "error" && failure.name !== "") defineProperty(error, "name", { value: failure.name });
    return error;
  }

  function liveTool(hostTool, record) {
    return freeze({
      name: hostTool.name,
      check: function (raw) {
        try { return hostTool.check(raw); } catch (e) { return { ok: false, error: "arguments: could not be read" }; }
      },
      run: function (args, context) {
        record.toolCalls += 1;
        var sent = snapshot(args);
        put(record, "receivedArgs", sent);
        var signal;
        try { signal = context.signal; } catch (e) { signal = undefined; }
        var abortReason = { value: undefined };
        var started = hostTool.run(sent);
        // The host hears of the abort; the tool on the page decides what to do with it, as a real tool would.
        whenAborted(signal, function (reason) { abortReason.value = reason; started.abort(); });
        return new PromiseCtor(function (resolve, reject) {
          then(started.settled, function (answer) {
            if (answer.ok) resolve(answer.value);
            else reject(hostFailure(answer, abortReason));
          }, function () { reject(new ErrorCtor("the sandbox lost this tool call")); });
        });
      },
    });
  }

  /**
   * One call: a fresh layer of the loaded class over the host's tools, then run(tool, args).
   * Resolves to JSON { outcome, toolCalls, receivedArgs? } (a CallReport); never rejects.
   */
  function call(timeoutMs, hostTools, tool, argsJson) {
    var record = { outcome: null, toolCalls: 0 };
    return new PromiseCtor(function (resolve) {
      function done(outcome) {
        if (record.outcome !== null) return;
        record.outcome = outcome;
        var entry = { outcome: outcome, toolCalls: record.toolCalls };
        if (hasOwn(record, "receivedArgs")) put(entry, "receivedArgs", record.receivedArgs);
        resolve(toJson(entry));
      }
      if (!loaded.done || loaded.Layer === undefined) return done({ kind: "escaped", message: "the layer did not load" });
      var tools = [];
      for (var t = 0; t < hostTools.length; t++) append(tools, liveTool(hostTools[t], record));
      var layer;
      try {
        layer = new loaded.Layer(tools, timeoutMs);
      } catch (e) {
        return done({ kind: "escaped", message: "the constructor threw: " + bounded(messageOf(e)) });
      }
      var result;
      try {
        result = layer.run(tool, parseJson(argsJson));
      } catch (e) {
        return done({ kind: "escaped", message: bounded(messageOf(e)) });
      }
      then(
        new PromiseCtor(function (adopt) { adopt(result); }),
        function (value) { done({ kind: "resolved", value: snapshot(value) }); },
        function (e) { done({ kind: "escaped", message: bounded(messageOf(e)) }); },
      );
    });
  }
`;
