"use client";

import {
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { readStored } from "@/components/storage/browser-storage";
import { type Handover, type HeldPointer, heldPointerOf, type Press, pressOf } from "./handover";
import { preloadOnActivity } from "./preload-on-activity";
import { useActivateOnIntent } from "./use-activate-on-intent";

/**
 * What every lazily loaded widget gets besides its own props. `K` is the widget's key
 * declaration: the ids its placeholder renders and it reads back (handover.ts).
 */
export type IslandWidgetProps<K extends string = string> = {
  /** What the placeholder held at the swap; the widget's state starts from it. */
  handover: Handover<K>;
  /**
   * Called once the widget can take input. The placeholder's presses are replayed at once,
   * in the same task, so call it only when what they act on (saved data, if any) has rendered.
   */
  onReady: () => void;
};

type Props<P, K extends string> = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /**
   * Imports the widget. It must be the same function on every render (a module-level
   * constant): the intent listeners, the preload and the swap are all keyed on it.
   */
  load: () => Promise<ComponentType<P & IslandWidgetProps<K>>>;
  props: P;
  /** Load at once, without waiting for intent. */
  eager?: boolean;
  /**
   * Import the widget's code, without swapping it in, once the reader is active on the
   * page (preload-on-activity.ts), so a first press does not wait for the download.
   */
  preload?: boolean;
  /** A localStorage key: a returning student with something saved gets the widget at once. */
  savedKey?: string;
  /** The server-rendered placeholder, with the same markup as the widget. */
  children: ReactNode;
};

type Live<P, K extends string> = {
  Widget: ComponentType<P & IslandWidgetProps<K>>;
  handover: Handover<K>;
  replay: (root: HTMLElement, handover: Handover<K>) => Promise<void>;
  restoreFocus: (root: HTMLElement, handover: Handover<K>) => void;
};

/**
 * The one lazy-island pattern. Shows the placeholder, imports the widget on the first
 * sign of intent (or at once when eager, returning, or focused or pointed at before
 * hydration), and swaps it in without losing input: values, ticks and open panels become the widget's
 * initial state, focus moves to the same control, and button presses are replayed.
 * `data-island` says the placeholder is listening ("held": the widget is in but waits for a
 * pressed pointer to be let go); `data-ready` that the widget took over. A control pressed
 * before then makes the island `aria-busy`, with a visible "Loading…", until the widget answers.
 */
export function LazyIsland<P extends object, K extends string = string>({
  load,
  props,
  eager = false,
  preload = false,
  savedKey,
  children,
  ...rest
}: Props<P, K>) {
  const ref = useRef<HTMLDivElement>(null);
  // The widget's code starts downloading in the intent event itself (cached: the swap's own
  // import below resolves from the same download).
  const startLoading = useCallback(() => {
    void load();
    void import("./handover-swap");
  }, [load]);
  const intent = useActivateOnIntent(ref, eager, startLoading);
  const [early, setEarly] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [live, setLive] = useState<Live<P, K> | null>(null);
  // The same value as `live`, for onReady: it must be stable, and it runs before a re-render would show it.
  const liveNow = useRef<Live<P, K> | null>(null);
  const [ready, setReady] = useState(false);
  const presses = useRef<Press[]>([]);
  const replayed = useRef(false);
  const pointerHeld = useRef(false);
  // A press on a drag handle that is still down: the widget takes it over at the swap.
  const heldPointer = useRef<HeldPointer | undefined>(undefined);
  // A control was pressed before the widget could answer: the island shows it is busy until it does.
  const [pressed, setPressed] = useState(false);
  const swapAfterRelease = useRef<(() => void) | null>(null);
  const [waitingForRelease, setWaitingForRelease] = useState(false);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    setHydrated(true);
    // Focus or a pointer that arrived before hydration fired no event we could hear: treat
    // it as intent. (A pointer resting on the widget sends nothing more until it moves.)
    const focused = root.contains(document.activeElement);
    const pointedAt = root.matches(":hover");
    if (focused || pointedAt || (savedKey && readStored(savedKey) !== null)) setEarly(true);
  }, [savedKey]);

  // Module imports are cached, so the swap's own load() below resolves from this one.
  useEffect(() => {
    if (!preload) return;
    return preloadOnActivity(() => {
      void load();
      void import("./handover-swap");
    });
  }, [preload, load]);

  // Until the widget is in, the placeholder remembers presses and keeps forms from leaving the page.
  useEffect(() => {
    const root = ref.current;
    if (live || !root) return;
    const record = (event: Event) => {
      const press = pressOf(event);
      if (press) presses.current.push(press);
      if (press) setPressed(true);
    };
    const hold = (event: Event) => event.preventDefault();
    // The primary button of the first pointer: a context menu's press may never see its release.
    const press = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      pointerHeld.current = true;
      heldPointer.current = heldPointerOf(event);
      if (pressOf(event)) setPressed(true);
    };
    // The click follows pointerup within the same input; a task later it has been recorded.
    const release = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      heldPointer.current = undefined;
      setTimeout(() => {
        pointerHeld.current = false;
        const swap = swapAfterRelease.current;
        swapAfterRelease.current = null;
        swap?.();
      }, 0);
    };
    root.addEventListener("click", record, true);
    root.addEventListener("keydown", record, true);
    root.addEventListener("submit", hold, true);
    root.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      root.removeEventListener("click", record, true);
      root.removeEventListener("keydown", record, true);
      root.removeEventListener("submit", hold, true);
      root.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, [live]);

  useEffect(() => {
    if (!(intent || early) || live) return;
    let cancelled = false;
    Promise.all([load(), import("./handover-swap")]).then(([Widget, swap]) => {
      const takeOver = () => {
        const root = ref.current;
        if (cancelled || !root) return;
        // NOTE: the DOM is untyped; the keys are the widget's because both markups render them from its declaration.
        const handover = swap.readPlaceholder(root, presses.current, heldPointer.current) as Handover<K>;
        liveNow.current = { Widget, handover, replay: swap.replayHandover, restoreFocus: swap.restoreFocus };
        // Read and replace in one task: no keystroke can land on the placeholder in between.
        flushSync(() => setLive(liveNow.current));
      };
      // NOTE: preloaded code arrives between pointerdown and click. Swapping then would
      // replace the pressed button before its click fires, and the click would be lost.
      // A drag handle's press is not a click to wait for: the widget takes the drag over at once.
      if (pointerHeld.current && !heldPointer.current) {
        swapAfterRelease.current = takeOver;
        setWaitingForRelease(true);
      } else takeOver();
    });
    return () => {
      cancelled = true;
      swapAfterRelease.current = null;
    };
  }, [intent, early, live, load]);

  // Focus moves in the same task as the swap, so typing goes on in the live field.
  useLayoutEffect(() => {
    if (live && ref.current) live.restoreFocus(ref.current, live.handover);
  }, [live]);

  // The presses are replayed as soon as the widget says it can take them, in the same task:
  // a round of rendering in between would only delay the first answer (issue 15).
  // NOTE: from a microtask, not from inside onReady. A widget calls it from an effect that
  // React runs inside the swap's commit; the replay waits until that commit (and, in
  // development, StrictMode's unmount and remount of the new widget) is over.
  const onReady = useCallback(() => {
    const root = ref.current;
    const current = liveNow.current;
    if (!root || !current || replayed.current) return;
    replayed.current = true;
    queueMicrotask(() => void current.replay(root, current.handover).then(() => setReady(true)));
  }, []);
  // Kept across the island's own state changes (ready, held), so those never re-render the widget.
  const widget = useMemo(
    () => (live ? <live.Widget {...props} handover={live.handover} onReady={onReady} /> : null),
    [live, props, onReady],
  );
  const busy = pressed && !ready;
  return (
    <div
      ref={ref}
      {...rest}
      // Present in the server's markup too, so a test can count the islands before hydration.
      data-lazy-island=""
      data-island={hydrated ? (live ? "live" : waitingForRelease ? "held" : "placeholder") : undefined}
      data-ready={ready || undefined}
      aria-busy={busy || undefined}
    >
      {widget ?? children}
      {busy ? (
        <p className="island-busy" role="status">
          Loading…
        </p>
      ) : null}
    </div>
  );
}
