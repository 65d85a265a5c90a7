/**
 * Part of the inner harness: the virtual clock (or, in the live harness, the host's timers), the abort signals and the `envelope-kata`
 * module the submission imports. Timers fire only when the host calls advance(), so a hang,
 * a slow tool and a deadline cost no real time and always happen in the same order.
 */
export const CLOCK_SOURCE = `
  var clock = { now: 0, nextId: 1, timers: [] };
  /** Set only by the live harness (the sandbox's "my layer"): real timers instead of virtual ones. */
  var hostClock = null;

  function resetClock() { clock.now = 0; clock.timers = []; }

  function setVirtualTimeout(callback, ms) {
    if (hostClock !== null) return hostClock.set(callback, ms);
    var delay = +ms;
    var id = clock.nextId;
    clock.nextId += 1;
    if (typeof callback !== "function") return id;
    append(clock.timers, { id: id, at: clock.now + (delay > 0 ? floor(delay) : 0), callback: callback });
    return id;
  }

  function clearVirtualTimeout(id) {
    if (hostClock !== null) return hostClock.clear(id);
    var kept = [];
    for (var i = 0; i < clock.timers.length; i++) if (clock.timers[i].id !== id) append(kept, clock.timers[i]);
    clock.timers = kept;
  }

  /** Moves time to the next due timer and fires every timer due then, oldest first. */
  function fireNextTimers() {
    if (clock.timers.length === 0) return false;
    var at = clock.timers[0].at;
    for (var i = 1; i < clock.timers.length; i++) if (clock.timers[i].at < at) at = clock.timers[i].at;
    var due = [];
    var kept = [];
    for (var j = 0; j < clock.timers.length; j++) append(clock.timers[j].at === at ? due : kept, clock.timers[j]);
    clock.timers = kept;
    clock.now = at;
    for (var k = 0; k < due.length; k++) {
      try { apply(due[k].callback, undefined, []); } catch (e) { /* like an uncaught error in a timer */ }
    }
    return true;
  }

  /** Signals the harness made, so a stand-in tool can listen without running student code. */
  var ownSignals = new WeakMapCtor();

  function makeController() {
    var state = { aborted: false, reason: undefined, listeners: [] };
    var signal = freeze({
      get aborted() { return state.aborted; },
      get reason() { return state.reason; },
      addEventListener: function (type, listener) {
        if (type === "abort" && typeof listener === "function") append(state.listeners, listener);
      },
      removeEventListener: function () {},
    });
    apply(weakMapSet, ownSignals, [signal, state]);
    function abort(reason) {
      if (state.aborted) return;
      state.aborted = true;
      state.reason = reason;
      var listeners = state.listeners;
      state.listeners = [];
      for (var i = 0; i < listeners.length; i++) {
        try { apply(listeners[i], signal, [{ type: "abort" }]); } catch (e) { /* a listener's own bug */ }
      }
    }
    return { signal: signal, abort: abort };
  }

  /** Calls onAbort(reason) when the signal aborts; any other object is asked politely. */
  function whenAborted(signal, onAbort) {
    var state = apply(weakMapGet, ownSignals, [signal]);
    if (state === undefined) {
      try { signal.addEventListener("abort", function () { onAbort(signal.reason); }); } catch (e) { /* not a signal */ }
      return;
    }
    if (state.aborted) onAbort(state.reason);
    else append(state.listeners, function () { onAbort(state.reason); });
  }

  class ToolTimeoutError extends ErrorCtor {}
  defineProperty(ToolTimeoutError.prototype, "name", { value: "ToolTimeoutError" });
  freeze(ToolTimeoutError.prototype);
  freeze(ToolTimeoutError);

  function isTimeoutSignal(thrown) { return isInstance(ToolTimeoutError, thrown); }

  function callWithDeadline(start, ms) {
    var controller = makeController();
    return new PromiseCtor(function (resolve, reject) {
      var timer = setVirtualTimeout(function () {
        var signal = new ToolTimeoutError("no answer within " + StringOf(ms) + " ms");
        reject(signal); // first, so nothing the tool does on abort can win the race
        controller.abort(signal);
      }, ms);
      function settle(finish) { return function (value) { clearVirtualTimeout(timer); finish(value); }; }
      try {
        var started = start(controller.signal);
        then(new PromiseCtor(function (adopt) { adopt(started); }), settle(resolve), settle(reject));
      } catch (thrown) {
        settle(reject)(thrown);
      }
    });
  }

  var envelopeKata = freeze({
    __esModule: true,
    ToolTimeoutError: ToolTimeoutError,
    callWithDeadline: callWithDeadline,
    isTimeoutSignal: isTimeoutSignal,
    messageOf: messageOf,
  });
`;
