/**
 * The page that ends a Dynamic Registration: what was registered, in words an LMS
 * administrator recognises, and a button that hands control back to the LMS with the
 * spec's close message (LTI Dynamic Registration 1.0, 3.7).
 */
import { escapeHtml } from "@/lib/http/escape-html";
import { htmlPage } from "../html";
import { REGISTRATION_CLOSE_SCRIPT } from "./close-script.bundled";

export type Registered = {
  product: string;
  issuer: string;
  clientId: string;
  deploymentId?: string | undefined;
  deepLinking: boolean;
};

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
  const body = `<main><h1>Envelope Lab is registered</h1><p>Your LMS can now launch Envelope Lab activities and receive their grades.</p><dl>${details}</dl><p>Instructors will find Envelope Lab among the external tools once you enable the new registration in your LMS.</p><button type="button" id="lti-close">Finish registration</button><p id="lti-closed" role="status"></p><script>${REGISTRATION_CLOSE_SCRIPT}</script></main>`;
  return htmlPage("Envelope Lab is registered", body);
}
