import { describe, expect, it } from "vitest";
import {
  EARLY_PRESS_SCRIPT,
  EARLY_PRESSES_GLOBAL,
  type EarlyPresses,
  ISLAND_SELECTOR,
  takeEarlyPresses,
} from "./early-presses";

type Listener = (event: unknown) => void;

/** A page of two islands with one button each, and a button outside them; the script runs on it. */
function page() {
  const listeners = new Map<string, Listener[]>();
  const document = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  const window: Record<string, unknown> = {};
  const island = (name: string) => {
    const root = { name, contains: (node: unknown) => node === root || node === button } as {
      name: string;
      contains: (node: unknown) => boolean;
    };
    const button = { closest: (selector: string) => (selector === ISLAND_SELECTOR ? root : null) };
    return { root, button };
  };
  const first = island("first");
  const second = island("second");
  const outside = { closest: () => null };
  new Function("window", "document", EARLY_PRESS_SCRIPT)(window, document);
  const early = window[EARLY_PRESSES_GLOBAL] as EarlyPresses;
  const fire = (type: string, target: unknown) => {
    const event = { type, target };
    for (const listener of listeners.get(type) ?? []) listener(event);
    return event;
  };
  return { early, fire, first, second, outside };
}

describe("EARLY_PRESS_SCRIPT and takeEarlyPresses", () => {
  it("keeps clicks and key presses on islands and gives each island its own, once", () => {
    const { early, fire, first, second, outside } = page();
    const click = fire("click", first.button);
    const key = fire("keydown", first.button);
    const other = fire("click", second.button);
    fire("click", outside);
    fire("click", null);

    expect(takeEarlyPresses(first.root as never, early)).toEqual({ events: [click, key], held: false });
    expect(takeEarlyPresses(first.root as never, early).events).toEqual([]);
    expect(early.events).toEqual([other]);
  });

  it("leaves a heard island's presses to the island", () => {
    const { early, fire, first, second } = page();
    takeEarlyPresses(first.root as never, early);
    fire("click", first.button);
    const other = fire("click", second.button);
    expect(early.events).toEqual([other]);
  });

  it("says when a pointer pressed before hydration is still down, and not once it is let go", () => {
    const { early, fire, first, second, outside } = page();
    fire("pointerdown", first.button);
    expect(takeEarlyPresses(first.root as never, early).held).toBe(true);
    fire("pointerdown", second.button);
    fire("pointerup", second.button);
    expect(takeEarlyPresses(second.root as never, early).held).toBe(false);
    fire("pointerdown", outside);
    expect(early.held).toBeNull();
  });

  it("stays under the 600 bytes docs/sandbox.md promises: it is in every page's <head>", () => {
    expect(new TextEncoder().encode(EARLY_PRESS_SCRIPT).length).toBeLessThan(600);
  });

  it("takes nothing where the script did not run", () => {
    expect(takeEarlyPresses({ contains: () => true } as never, undefined)).toEqual({ events: [], held: false });
  });
});
