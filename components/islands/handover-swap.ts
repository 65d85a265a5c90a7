import { controlKey, type Handover, type Press } from "./handover";

/*
 * The half of the hand-over that runs only at the swap. It is imported together with
 * the widget, so the page's first load carries only the recording half (handover.ts).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Reads the placeholder under `root` as it is now, with the presses recorded on it. */
export function readPlaceholder(root: HTMLElement, presses: readonly Press[]): Handover {
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
  return { values, checked, open, focus, selection: selectionOf(active), presses: [...presses] };
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
 * Puts focus back and replays the presses on the live widget, one per task, so each
 * handler runs after React has rendered what the previous press changed.
 */
export async function replayHandover(root: HTMLElement, handover: Handover): Promise<void> {
  if (!root.contains(document.activeElement)) restoreFocus(root, handover);
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
