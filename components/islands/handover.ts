/*
 * What a static placeholder held when its live widget took over. The swap replaces
 * the placeholder's DOM, so anything the student did to it (typed, ticked, opened,
 * pressed) is read here first and given to the widget, which starts from it.
 * Controls are matched across the swap by `id`, or by `data-focus-id` where an id
 * would not be unique or stable; both markups render the same keys.
 */

/** A button press on the placeholder, to replay on the widget; `code` marks a key press. */
export type Press = { target: string; key?: string; code?: string };

export type Handover = {
  /** Text, number and select values by element id; values the field itself rejects are left out. */
  values: Readonly<Record<string, string>>;
  /** Checkboxes and radios by element id. */
  checked: Readonly<Record<string, boolean>>;
  /** Ids of the open <details>. */
  open: readonly string[];
  /** A selector for the control that had focus. */
  focus?: string;
  /** Presses the placeholder could not act on, oldest first. */
  presses: readonly Press[];
};

/** A selector that finds the same control in the other markup, or undefined if it has no key. */
export function controlKey(element: Element): string | undefined {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const key = element.getAttribute("data-focus-id");
  return key ? `[data-focus-id="${CSS.escape(key)}"]` : undefined;
}

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
  return { values, checked, open, focus, presses: [...presses] };
}

/** The press an event on the placeholder stands for, if the widget should replay it. */
export function pressOf(event: Event): Press | undefined {
  const target = event.target instanceof Element ? event.target.closest("button") : null;
  const key = target ? controlKey(target) : undefined;
  if (!key) return undefined;
  if (event instanceof KeyboardEvent) {
    // Enter and Space are how a keyboard presses a button; a drag handle picks a card up with them.
    return event.code === "Enter" || event.code === "Space"
      ? { target: key, key: event.key, code: event.code }
      : undefined;
  }
  return { target: key };
}

/**
 * Puts focus back and replays the presses on the live widget, one per task, so each
 * handler runs after React has rendered what the previous press changed.
 */
export async function replayHandover(root: HTMLElement, handover: Handover): Promise<void> {
  if (handover.focus && !root.contains(document.activeElement)) {
    root.querySelector<HTMLElement>(handover.focus)?.focus();
  }
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
