/**
 * Part of the inner harness (./harness.ts): the abort signals and the `envelope-kata` module
 * the submission imports (its types: ../envelope-kata.d.ts), on the harness's clock.
 */
import { modelMessage, toolForModel } from "../../envelope/model-message";
import type { Clock } from "./clock";
import {
  append,
  apply,
  defineProperty,
  ErrorCtor,
  freeze,
  isInstance,
  messageOf,
  onSettled,
  PromiseCtor,
  StringOf,
  WeakMapCtor,
  weakMapGet,
  weakMapSet,
} from "./intrinsics";

type SignalState = { aborted: boolean; reason: unknown; listeners: unknown[] };

/** The module's parts, and what the harness's own tools need of them. */
export function createKataModule(clock: Clock) {
  /** Signals the harness made, so a stand-in tool can listen without running student code. */
  const ownSignals = new WeakMapCtor<object, SignalState>();

  function makeController() {
    const state: SignalState = { aborted: false, reason: undefined, listeners: [] };
    const signal = freeze({
      get aborted() {
        return state.aborted;
      },
      get reason() {
        return state.reason;
      },
      addEventListener: (type: unknown, listener: unknown) => {
        if (type === "abort" && typeof listener === "function") append(state.listeners, listener);
      },
      removeEventListener: () => {},
    });
    apply(weakMapSet, ownSignals, [signal, state]);
    function abort(reason: unknown) {
      if (state.aborted) return;
      state.aborted = true;
      state.reason = reason;
      const listeners = state.listeners;
      state.listeners = [];
      for (let i = 0; i < listeners.length; i++) {
        try {
          apply(listeners[i] as () => void, signal, [{ type: "abort" }]);
        } catch {
          // a listener's own bug
        }
      }
    }
    return { signal: signal, abort: abort };
  }

  /** Calls onAbort(reason) when the signal aborts; any other object is asked politely. */
  function whenAborted(signal: unknown, onAbort: (reason: unknown) => void): void {
    const state: SignalState | undefined = apply(weakMapGet, ownSignals, [signal]);
    if (state === undefined) {
      try {
        const other = signal as { reason: unknown; addEventListener(type: string, listener: () => void): void };
        other.addEventListener("abort", () => onAbort(other.reason));
      } catch {
        // not a signal
      }
      return;
    }
    if (state.aborted) onAbort(state.reason);
    else append(state.listeners, () => onAbort(state.reason));
  }

  class ToolTimeoutError extends ErrorCtor {}
  defineProperty(ToolTimeoutError.prototype, "name", { value: "ToolTimeoutError" });
  freeze(ToolTimeoutError.prototype);
  freeze(ToolTimeoutError);

  const isTimeoutSignal = (thrown: unknown) => isInstance(ToolTimeoutError, thrown);

  function callWithDeadline(start: (signal: object) => unknown, ms: unknown) {
    const controller = makeController();
    return new PromiseCtor((resolve, reject) => {
      const timer = clock.set(() => {
        const signal = new ToolTimeoutError(`no answer within ${StringOf(ms)} ms`);
        reject(signal); // first, so nothing the tool does on abort can win the race
        controller.abort(signal);
      }, ms);
      const settle = (finish: (value: unknown) => void) => (value: unknown) => {
        clock.clear(timer);
        finish(value);
      };
      try {
        const started = start(controller.signal);
        onSettled(new PromiseCtor((adopt) => adopt(started)), settle(resolve), settle(reject));
      } catch (thrown) {
        settle(reject)(thrown);
      }
    });
  }

  const envelopeKata = freeze({
    __esModule: true,
    ToolTimeoutError: ToolTimeoutError,
    callWithDeadline: callWithDeadline,
    isTimeoutSignal: isTimeoutSignal,
    messageOf: messageOf,
    // The translator kata's helpers: the lab's own text policy, so that kata is about shapes and ids.
    modelMessage: modelMessage,
    toolForModel: toolForModel,
  });
  return { envelopeKata: envelopeKata, ToolTimeoutError: ToolTimeoutError, whenAborted: whenAborted };
}

export type KataModule = ReturnType<typeof createKataModule>;
