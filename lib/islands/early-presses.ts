/*
 * Presses that land on an island before React has hydrated it. On a slow phone the page
 * shows its placeholders well before the framework's code has run (the server even holds
 * that code back until the first paint: scripts/serve/boot-after-paint.mjs), and until
 * then no LazyIsland listens: a tap on "Move to" or "Run" would do nothing and be
 * forgotten. EARLY_PRESS_SCRIPT, inline in <head>, listens on the document from the first
 * byte and, for each island not yet heard (listening for itself), keeps its presses, keeps
 * its forms from leaving the page and notes a pointer pressed on it; each island takes its
 * own as it hydrates (takeEarlyPresses) and from then on hears its input itself.
 * (In lib/, not beside lazy-island.tsx, because it is framework-free and unit-tested here.)
 */

/** The keys that press a button (and pick up or drop a match card): the only keys kept and replayed. */
export const PRESS_KEYS: readonly string[] = ["Enter", "Space"];

/** What the script keeps, on `window[EARLY_PRESSES_GLOBAL]`. */
export type EarlyPresses = {
  /** Clicks, and Enter or Space key presses, on islands not yet heard, oldest first. */
  events: Event[];
  /** The islands that hear their own input now: the script leaves them alone. */
  heard: WeakSet<Element>;
  /** The island the primary pointer is pressed on and not yet let go, while it is not heard. */
  pressedOn: Element | null;
};

export const EARLY_PRESSES_GLOBAL = "__envelopeLabEarlyPresses";

/** The attribute every island's wrapper renders, on the server too: how the script finds islands. */
export const ISLAND_ATTRIBUTE = "data-lazy-island";

/**
 * Tiny and self-contained, like the theme's boot script: it runs before any bundle.
 * It asks `heard` on every event, so an island's input is kept by the script only until
 * the island takes it over.
 */
export const EARLY_PRESS_SCRIPT = `(function(){var q=window.${EARLY_PRESSES_GLOBAL}={events:[],heard:new WeakSet(),pressedOn:null},d=document,k=${JSON.stringify(PRESS_KEYS)};function island(e){var t=e.target,i=t&&t.closest?t.closest("[${ISLAND_ATTRIBUTE}]"):null;return i&&!q.heard.has(i)?i:null}function on(n,f){d.addEventListener(n,f,true)}function up(e){if(e.isPrimary)q.pressedOn=null}on("click",function(e){if(island(e))q.events.push(e)});on("keydown",function(e){if(!e.repeat&&k.indexOf(e.code)>=0&&island(e))q.events.push(e)});on("submit",function(e){if(island(e))e.preventDefault()});on("pointerdown",function(e){if(e.isPrimary&&e.button===0)q.pressedOn=island(e)});on("pointerup",up);on("pointercancel",up)})();`;

/** What `root` gets as it hydrates: the events kept for it, and whether a pointer is still pressed on it. */
export type TakenPresses = { events: Event[]; pressed: boolean };

/**
 * Hands `root` the events kept for it and marks it heard, in one step: the caller attaches
 * its own listeners in the same task, so no press falls between the two. (An event being
 * dispatched as React hydrates may be taken here and still reach those listeners: the
 * caller must skip the events it took.)
 */
export function takeEarlyPresses(root: Element, early: EarlyPresses | undefined): TakenPresses {
  if (!early) return { events: [], pressed: false };
  early.heard.add(root);
  const mine = early.events.filter((event) => root.contains(event.target as Node | null));
  early.events = early.events.filter((event) => !mine.includes(event));
  const pressed = early.pressedOn === root;
  if (pressed) early.pressedOn = null;
  return { events: mine, pressed };
}

/** The page's kept presses, if the script ran (it does on every page the root layout renders). */
export function pageEarlyPresses(): EarlyPresses | undefined {
  const found = (window as unknown as Record<string, Partial<EarlyPresses> | undefined>)[EARLY_PRESSES_GLOBAL];
  // Our own global, but a page script could have replaced it: use it only if it has the shape.
  return found && Array.isArray(found.events) && found.heard instanceof WeakSet ? (found as EarlyPresses) : undefined;
}
