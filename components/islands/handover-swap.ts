import { controlKey, type Handover, type HeldPointer, type Press } from "./handover";

/*
 * The half of the hand-over that runs only at the swap. It is imported together with
 * the widget, so the page's first load carries only the recording half (handover.ts).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Reads the placeholder under `root` as it is now, with the presses recorded on it and a drag under way. */
export function readPlaceholder(root: HTMLElement, presses: readonly Press[], pointer?: HeldPointer): Handover {
  const values: Record<string, string> = {};
  const checked: Record<string, boolean> = {};
  for (const field of root.querySelectorAll<Field>("input[id], textarea[id], select[id]")) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      checked[field.id] = field.checked;
    } else if (field.validity.valid) {
      // A half-typed or out-of-range number is not carried over; the widget keeps its own value.
      values[field.id] = field.value;
    }
  }
  const open = [...root.querySelectorAll("details[open][id]")].map((details) => details.id);
  const active = document.activeElement;
  const focus = active && root.contains(active) ? controlKey(active) : undefined;
  return { values, checked, open, focus, selection: selectionOf(active), presses: [...presses], pointer };
}

function selectionOf(element: Element | null): Handover["selection"] {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return undefined;
  // NOTE: checkboxes and number inputs report null; only text-like fields have a selection.
  if (element.selectionStart === null || element.selectionEnd === null) return undefined;
  return { start: element.selectionStart, end: element.selectionEnd, direction: element.selectionDirection ?? "none" };
}

/** Focuses the control `handover` names under `root`, with its caret or selection as it was. */
export function restoreFocus(root: HTMLElement, handover: Handover): void {
  if (!handover.focus) return;
  const target = root.querySelector<HTMLElement>(handover.focus);
  target?.focus();
  const { selection } = handover;
  if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(selection.start, selection.end, selection.direction);
    } catch {
      // A field type without a selection (e.g. email): the caret stays where focus put it.
    }
  }
}

/**
 * Puts focus back, hands a held pointer's drag on, and replays the presses on the live
 * widget, one per task, so each handler runs after React has rendered what the previous press changed.
 */
export async function replayHandover(root: HTMLElement, handover: Handover): Promise<void> {
  if (!root.contains(document.activeElement)) restoreFocus(root, handover);
  // In the swap's own task: the pointer cannot have been let go since the placeholder saw it held.
  if (handover.pointer) carryOnDrag(root, handover.pointer);
  for (const press of handover.presses) {
    const target = root.querySelector<HTMLElement>(press.target);
    if (press.code) {
      target?.dispatchEvent(
        new KeyboardEvent("keydown", { key: press.key, code: press.code, bubbles: true, cancelable: true }),
      );
    } else target?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const TOUCH_EVENTS = ["touchmove", "touchend", "touchcancel"] as const;

/**
 * Starts, on the live widget, the drag a pointer began on the placeholder: the press its
 * drag code listens for, on the same handle at the same point, so the card lifts once the
 * pointer moves (or, for a touch, once it has been held). A mouse's later events reach the
 * live page by themselves; a touch's stay with the element the touch began on, which the
 * swap took out of the page, so they are passed on to the live handle, and a move the
 * widget cancels (a drag under way) is cancelled for the page too, so it does not scroll.
 */
function carryOnDrag(root: HTMLElement, pointer: HeldPointer): void {
  const handle = root.querySelector(pointer.target);
  if (!handle) return;
  const at = { clientX: pointer.x, clientY: pointer.y, bubbles: true, cancelable: true };
  if (!pointer.touch) {
    handle.dispatchEvent(new MouseEvent("mousedown", { ...at, button: 0, buttons: 1 }));
    return;
  }
  const onHandle = (touches: Iterable<Touch>) =>
    Array.from(
      touches,
      (touch) =>
        new Touch({ identifier: touch.identifier, target: handle, clientX: touch.clientX, clientY: touch.clientY }),
    );
  const start = [new Touch({ identifier: 0, target: handle, clientX: pointer.x, clientY: pointer.y })];
  handle.dispatchEvent(
    new TouchEvent("touchstart", { ...at, touches: start, targetTouches: start, changedTouches: start }),
  );
  const pass = (event: Event) => {
    if (!(event instanceof TouchEvent)) return;
    const copy = new TouchEvent(event.type, {
      bubbles: true,
      cancelable: event.cancelable,
      touches: onHandle(event.touches),
      targetTouches: onHandle(event.targetTouches),
      changedTouches: onHandle(event.changedTouches),
    });
    if (!handle.dispatchEvent(copy)) event.preventDefault();
    if (event.type !== "touchmove") for (const name of TOUCH_EVENTS) pointer.origin.removeEventListener(name, pass);
  };
  for (const name of TOUCH_EVENTS) pointer.origin.addEventListener(name, pass, { passive: false });
}
