/*
 * Presses that land on an island before React has hydrated it. On a slow phone the page
 * shows its placeholders well before the framework's code has run, and until then no
 * LazyIsland listens: a tap on "Move to" or "Run" would do nothing and be forgotten.
 * EARLY_PRESS_SCRIPT, inline in <head>, listens on the document from the first byte and
 * keeps each click and key press on an island that hears nothing yet; each island takes
 * its own as it hydrates (takeEarlyPresses) and from then on hears its presses itself.
 */

/** What the script keeps, on `window[EARLY_PRESSES_GLOBAL]`. */
export type EarlyPresses = {
  /** Clicks and key presses on islands not yet listening, oldest first. */
  events: Event[];
  /** The islands that listen for themselves now: the script leaves their presses alone. */
  heard: WeakSet<Element>;
  /** The island a pointer is pressed on and not yet let go, if it is not heard yet. */
  held: Element | null;
};

export const EARLY_PRESSES_GLOBAL = "__envelopeLabEarlyPresses";

/** The marker every island's wrapper renders, on the server too. */
export const ISLAND_SELECTOR = "[data-lazy-island]";

/**
 * Tiny and self-contained, like the theme's boot script: it runs before any bundle.
 * Capture listeners on the document run before an island's own, so a press is kept by
 * exactly one of them.
 */
export const EARLY_PRESS_SCRIPT = `(function(){var q=window.${EARLY_PRESSES_GLOBAL}={events:[],heard:new WeakSet(),held:null};function island(e){var t=e.target,i=t&&t.closest?t.closest(${JSON.stringify(ISLAND_SELECTOR)}):null;return i&&!q.heard.has(i)?i:null}function keep(e){if(island(e))q.events.push(e)}function up(){q.held=null}document.addEventListener("click",keep,true);document.addEventListener("keydown",keep,true);document.addEventListener("pointerdown",function(e){q.held=island(e)},true);document.addEventListener("pointerup",up,true);document.addEventListener("pointercancel",up,true)})();`;

/** The presses kept for `root` before it hydrated, and whether a pointer is still pressed on it. */
export type TakenPresses = { events: Event[]; held: boolean };

/**
 * Hands `root` the events kept for it and marks it heard, in one step: the caller attaches
 * its own listeners in the same task, so no press falls between the two.
 */
export function takeEarlyPresses(root: Element, early: EarlyPresses | undefined): TakenPresses {
  if (!early) return { events: [], held: false };
  early.heard.add(root);
  const mine = early.events.filter((event) => root.contains(event.target as Node | null));
  early.events = early.events.filter((event) => !mine.includes(event));
  const held = early.held === root;
  if (held) early.held = null;
  return { events: mine, held };
}

/** The page's kept presses, if the script ran (it does on every page of the site). */
export function pageEarlyPresses(): EarlyPresses | undefined {
  return (window as unknown as Record<string, EarlyPresses | undefined>)[EARLY_PRESSES_GLOBAL];
}
