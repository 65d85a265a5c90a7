/**
 * The script of an auto-post page (autoPostPage in html.ts puts it inline, bundled to
 * AUTO_POST_SCRIPT by scripts/build-bundles.ts; never imported): it posts the page's form at
 * once, where the reader would otherwise press Continue.
 */
(document.getElementById("lti-post") as HTMLFormElement).submit();

// A module, so its names stay its own (the bundle is an IIFE either way).
export {};
