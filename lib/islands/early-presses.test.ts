import { describe, expect, it } from "vitest";
import {
  EARLY_PRESS_SCRIPT,
  EARLY_PRESSES_GLOBAL,
  type EarlyPresses,
  ISLAND_ATTRIBUTE,
  takeEarlyPresses,
} from "./early-presses";

type FakeEvent = {
  type: string;
  target: unknown;
  code?: string;
  repeat?: boolean;
  isPrimary?: boolean;
  button?: number;
  defaultPrevented: boolean;
  preventDefault: () => void;
};
type Listener = (event: FakeEvent) => void;
type Root = { contains: (node: unknown) => boolean };

/** A page with two islands of one button each and a button outside them; the script runs on it. */
function page() {
  const listeners = new Map<string, Listener[]>();
  const document = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  const window: Record<string, unknown> = {};
  const island = () => {
    const root: Root = { contains: (node) => node === root || node === button };
    const button = { closest: (selector: string) => (selector === `[${ISLAND_ATTRIBUTE}]` ? root : null) };
    return { root: root as unknown as Element, button };
  };
  const first = island();
  const second = island();
  const outside = { closest: () => null };
  new Function("window", "document", EARLY_PRESS_SCRIPT)(window, document);
  const early = window[EARLY_PRESSES_GLOBAL] as EarlyPresses;
  const fire = (type: string, target: unknown, fields: Partial<FakeEvent> = {}) => {
    const event: FakeEvent = {
      type,
      target,
      defaultPrevented: false,
      preventDefault() {
        event.defaultPrevented = true;
      },
      ...fields,
    };
    for (const listener of listeners.get(type) ?? []) listener(event);
    return event;
  };
  const primary = { isPrimary: true, button: 0 };
  return { early, fire, first, second, outside, primary };
}

describe("EARLY_PRESS_SCRIPT and takeEarlyPresses", () => {
  it("keeps clicks and Enter or Space on islands, and gives each island its own, once", () => {
    const { early, fire, first, second, outside } = page();
    const click = fire("click", first.button);
    const enter = fire("keydown", first.button, { code: "Enter" });
    const space = fire("keydown", first.button, { code: "Space" });
    const other = fire("click", second.button);
    fire("click", outside);
    fire("click", null);
    fire("click", {}); // a target with no closest(), as the document or the window are

    expect(takeEarlyPresses(first.root, early)).toEqual({ events: [click, enter, space], pressed: false });
    expect(takeEarlyPresses(first.root, early).events).toEqual([]);
    expect(early.events).toEqual([other]);
  });

  it("leaves out typing and a held key's repeats: only presses are replayed", () => {
    const { early, fire, first } = page();
    fire("keydown", first.button, { code: "KeyA" });
    fire("keydown", first.button, { code: "Tab" });
    const space = fire("keydown", first.button, { code: "Space" });
    fire("keydown", first.button, { code: "Space", repeat: true });
    expect(takeEarlyPresses(first.root, early).events).toEqual([space]);
  });

  it("leaves a heard island's input to the island", () => {
    const { early, fire, first, second, primary } = page();
    takeEarlyPresses(first.root, early);
    fire("click", first.button);
    fire("keydown", first.button, { code: "Enter" });
    fire("pointerdown", first.button, primary);
    const other = fire("click", second.button);
    expect(early.events).toEqual([other]);
    expect(early.pressedOn).toBeNull();
  });

  it("keeps an island's form on the page until the island is heard, and no other form", () => {
    const { early, fire, first, outside } = page();
    expect(fire("submit", first.button).defaultPrevented).toBe(true);
    expect(fire("submit", outside).defaultPrevented).toBe(false);
    takeEarlyPresses(first.root, early);
    expect(fire("submit", first.button).defaultPrevented).toBe(false);
  });

  it("says a primary pointer pressed before hydration is still down, until it is let go or cancelled", () => {
    const { early, fire, first, second, primary } = page();
    fire("pointerdown", first.button, primary);
    // A second finger's release is not the first finger's.
    fire("pointerup", second.button, { isPrimary: false, button: 0 });
    expect(takeEarlyPresses(first.root, early).pressed).toBe(true);

    fire("pointerdown", second.button, primary);
    fire("pointerup", second.button, primary);
    expect(early.pressedOn).toBeNull();
    fire("pointerdown", second.button, primary);
    fire("pointercancel", second.button, primary);
    expect(takeEarlyPresses(second.root, early).pressed).toBe(false);
  });

  it("does not count a right-button press or a second finger as a pointer held on the island", () => {
    const { early, fire, first } = page();
    fire("pointerdown", first.button, { isPrimary: true, button: 2 });
    fire("pointerdown", first.button, { isPrimary: false, button: 0 });
    expect(takeEarlyPresses(first.root, early).pressed).toBe(false);
  });

  it("moves the pressed island with the primary pointer's latest press", () => {
    const { early, fire, first, outside, primary } = page();
    fire("pointerdown", first.button, primary);
    fire("pointerdown", outside, primary);
    expect(takeEarlyPresses(first.root, early).pressed).toBe(false);
  });

  it("stays under the 700 bytes docs/sandbox.md promises: it is in every page's <head>", () => {
    expect(new TextEncoder().encode(EARLY_PRESS_SCRIPT).length).toBeLessThan(700);
  });

  it("takes nothing where the script did not run", () => {
    const root = { contains: () => true } as unknown as Element;
    expect(takeEarlyPresses(root, undefined)).toEqual({ events: [], pressed: false });
  });
});
