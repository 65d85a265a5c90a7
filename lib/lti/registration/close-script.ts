/**
 * The script of the page that ends a Dynamic Registration (registered-page.ts puts it inline,
 * bundled to REGISTRATION_CLOSE_SCRIPT by scripts/build-bundles.ts; never imported): its button
 * hands control back to the LMS with the spec's close message (LTI Dynamic Registration 1.0,
 * 3.7), which the LMS waits for before it closes the registration window or frame.
 */
document.getElementById("lti-close")?.addEventListener("click", () => {
  const host: Window | null = window.opener || (window.parent !== window ? window.parent : null);
  // NOTE: the target origin is "*": the LMS page that opened this one may live on another
  // host than its issuer (Canvas), and the message carries nothing secret.
  if (host) host.postMessage({ subject: "org.imsglobal.lti.close" }, "*");
  else (document.getElementById("lti-closed") as HTMLElement).textContent = "You can close this window now.";
});

// A module, so its names stay its own (the bundle is an IIFE either way).
export {};
