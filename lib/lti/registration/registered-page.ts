/**
 * The page that ends a Dynamic Registration: what was registered, in words an LMS
 * administrator recognises, and a button that hands control back to the LMS with the
 * spec's close message (LTI Dynamic Registration 1.0, 3.7).
 */
import { escapeHtml, htmlPage } from "../html";

export type Registered = {
  product: string;
  issuer: string;
  clientId: string;
  deploymentId?: string | undefined;
  deepLinking: boolean;
};

/** The message the LMS waits for before it closes the registration window or frame. */
export const CLOSE_MESSAGE = { subject: "org.imsglobal.lti.close" } as const;

// NOTE: the target origin is "*": the LMS page that opened this one may live on another
// host than its issuer (Canvas), and the message carries nothing secret.
const CLOSE_SCRIPT = `document.getElementById("lti-close").addEventListener("click",function(){var t=window.opener||(window.parent!==window?window.parent:null);if(t){t.postMessage(${JSON.stringify(CLOSE_MESSAGE)},"*")}else{document.getElementById("lti-closed").textContent="You can close this window now."}})`;

export function registeredPage(r: Registered): Response {
  const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;
  const details = [
    row("Platform", r.product),
    row("Issuer", r.issuer),
    row("Client ID", r.clientId),
    row("Deployment ID", r.deploymentId ?? "none sent: add it with npm run lti:register -- --add-deployment"),
    row(
      "Deep linking",
      r.deepLinking ? "offered: instructors can pick a lesson or widget" : "not offered by this platform",
    ),
  ].join("");
  const body = `<main><h1>Envelope Lab is registered</h1><p>Your LMS can now launch Envelope Lab activities and receive their grades.</p><dl>${details}</dl><p>Instructors will find Envelope Lab among the external tools once you enable the new registration in your LMS.</p><button type="button" id="lti-close">Finish registration</button><p id="lti-closed" role="status"></p><script>${CLOSE_SCRIPT}</script></main>`;
  return htmlPage("Envelope Lab is registered", body);
}
