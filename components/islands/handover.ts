/*
 * What a static placeholder held when its live widget took over. The swap replaces the
 * placeholder's DOM, so anything the student did to it (typed, ticked, opened, pressed)
 * is read first and given to the widget, which starts from it. This file is the part in
 * the first load (types, recording presses); reading and replaying is handover-swap.ts,
 * loaded with the widget.
 * Controls are matched across the swap by `id`, or by `data-focus-id` where an id
 * would not be unique or stable. Each widget declares its keys once (a `…Keys` type of
 * template strings beside its markup) and both markups render them from there; the live
 * widget's props say which keys it reads back (IslandWidgetProps<K>), so a read of a key
 * the widget does not declare, or a declared key spelled another way, fails the type check.
 */

/** The keys that press a button (and pick up or drop a match card): the only keys replayed. */
const PRESS_KEYS: readonly string[] = ["Enter", "Space"];

/** A button press on the placeholder, to replay on the widget; `code` marks a key press. */
export type Press = { target: string; key?: string; code?: string };

/** A control's `data-focus-id` in both markups: spread `focusKey(...)` on each, so neither spells it alone. */
export type FocusKey<K extends string = string> = { readonly "data-focus-id": K };
export const focusKey = <K extends string>(key: K): FocusKey<K> => ({ "data-focus-id": key });
/** Finds a focus key's control under `root`, e.g. to put focus back after a re-render. */
export const findFocusKey = (root: ParentNode, key: FocusKey): HTMLElement | null =>
  root.querySelector<HTMLElement>(`[data-focus-id="${CSS.escape(key["data-focus-id"])}"]`);

/** `K`: the element ids the widget reads back, as its key declaration types them. */
export type Handover<K extends string = string> = {
  /** Text, number and select values by element id; values the field itself rejects are left out. */
  values: Readonly<Record<K, string>>;
  /** Checkboxes and radios by element id. */
  checked: Readonly<Record<K, boolean>>;
  /** Ids of the open <details>. */
  open: readonly K[];
  /** A selector for the control that had focus. */
  focus?: string;
  /** The caret or selection in that control, if it is a text field (a select-all must survive). */
  selection?: { start: number; end: number; direction: "forward" | "backward" | "none" };
  /** Presses the placeholder could not act on, oldest first. */
  presses: readonly Press[];
  /** A pointer pressed on a drag handle and still down at the swap: the widget carries the drag on. */
  pointer?: HeldPointer;
};

/**
 * Spread on a control where a pointer press starts a drag (in both markups). A pointer held
 * down there when the widget arrives does not hold the swap back: the widget takes over the
 * press, so the drag goes on rather than being lost.
 */
export const dragHandle = { "data-drag-handle": "" } as const;

/** A press on a drag handle, where it began (client coordinates) and with what. */
export type HeldPointer = {
  target: string;
  x: number;
  y: number;
  touch: boolean;
  /** The element the press landed on: a touch's later events go to it even once it is swapped out. */
  origin: EventTarget;
};

/** The drag a pointer press on the placeholder may be starting, if it is on a drag handle. */
export function heldPointerOf(event: PointerEvent): HeldPointer | undefined {
  const handle = event.target instanceof Element ? event.target.closest("[data-drag-handle]") : null;
  const target = handle ? controlKey(handle) : undefined;
  if (!target || !event.target) return undefined;
  return { target, x: event.clientX, y: event.clientY, touch: event.pointerType === "touch", origin: event.target };
}

/** A selector that finds the same control in the other markup, or undefined if it has no key. */
export function controlKey(element: Element): string | undefined {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const key = element.getAttribute("data-focus-id");
  return key ? `[data-focus-id="${CSS.escape(key)}"]` : undefined;
}

/** The press an event on the placeholder stands for, if the widget should replay it. */
export function pressOf(event: Event): Press | undefined {
  const target = event.target instanceof Element ? event.target.closest("button") : null;
  const key = target ? controlKey(target) : undefined;
  if (!key) return undefined;
  if (event instanceof KeyboardEvent) {
    // Enter and Space are how a keyboard presses a button; a drag handle picks a card up with
    // them. A held key's repeats are not presses: replayed, an even count would drop the card again.
    return PRESS_KEYS.includes(event.code) && !event.repeat
      ? { target: key, key: event.key, code: event.code }
      : undefined;
  }
  return { target: key };
}
