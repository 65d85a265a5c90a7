/*
 * Warms a widget's code once the reader starts using the page (scrolls, moves the
 * pointer, presses a key) and the main thread is idle, so by the time they reach the
 * widget its first press does not wait for the download and evaluation.
 *
 * NOTE: not on idle after load. Measured with Lighthouse (issue 15), evaluating the
 * sandbox's and the match's code on the first idle period after load put a long task
 * into every page load (lesson TBT about 190 -> 900 ms) for readers who never touch a
 * widget. A reader who is active on the page is a far better sign of intent.
 */

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

const ACTIVITY = ["scroll", "pointermove", "keydown", "touchstart"] as const;

/** How long the warm-up may wait for an idle period on a page that never idles. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `warm` once, in an idle period after the reader's first activity; returns a function that cancels it. */
export function preloadOnActivity(warm: () => void): () => void {
  const win = window as IdleWindow;
  let done = false;
  const stopListening = () => {
    for (const name of ACTIVITY) window.removeEventListener(name, onActivity, true);
  };
  const run = () => {
    if (done) return;
    done = true;
    warm();
  };
  function onActivity() {
    stopListening();
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  }
  for (const name of ACTIVITY) window.addEventListener(name, onActivity, { capture: true, passive: true });
  return () => {
    done = true;
    stopListening();
  };
}
