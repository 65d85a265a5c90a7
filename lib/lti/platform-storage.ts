/**
 * The LTI platform-storage step (1EdTech "LTI OIDC Login with LTI Client Side
 * postMessages" and "postMessage Storage"), for a framed tool whose browser keeps no
 * cookie of its: when the login request names an `lti_storage_target`, the login page
 * puts a value in the platform's storage with `lti.put_data`, and the launch page reads
 * it back with `lti.get_data` and posts it to the launch, which compares its hash with
 * the one the signed state carries (login-state.ts). The messages go to the named frame
 * of the tool's parent (or opener) window, addressed to the origin of the platform's
 * authorization endpoint. The pages only carry data; public/lti-platform-storage.js (bundled
 * from components/lti/platform-storage-script.ts) does the messaging, loaded from this origin
 * as the security headers allow.
 */
import { escapeHtml } from "@/lib/http/escape-html";
import { htmlPage } from "./html";

export const STORAGE_SCRIPT = "/lti-platform-storage.js";
/** The form field the launch page posts the stored value back in. */
export const STORAGE_FIELD = "lti_storage_value";

/** The storage key of a login: named after its nonce, so parallel logins never share one. */
export const storageKey = (nonce: string) => `lti-login-${nonce}`;

export type StorageTarget = { target: string; origin: string; key: string };

const attributes = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("");
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
const script = `<script src="${STORAGE_SCRIPT}"></script>`;

/**
 * The login's answer: puts `value` in the platform's storage, then goes on to `next`, or
 * to `fallback` (whose state asks for no stored value) when the platform does not keep it
 * or scripts are off.
 */
export function putDataPage(to: StorageTarget, value: string, next: string, fallback: string): Response {
  const data = attributes({ subject: "lti.put_data", ...to, value, next });
  return htmlPage(
    "Opening the activity",
    `<main id="lti-storage"${data}><h1>Opening the activity</h1><p><a id="lti-continue" href="${escapeHtml(fallback)}">Continue</a></p></main>${script}`,
  );
}

/**
 * The launch's answer when the state needs the stored value: reads it and posts it back
 * with the launch form, to the address the browser is on (the launch URL as it sees it).
 */
export function getDataPage(to: StorageTarget, fields: Record<string, string>): Response {
  const data = attributes({ subject: "lti.get_data", ...to });
  const form = `<form id="lti-storage" method="post"${data}>${hidden(fields)}${hidden({ [STORAGE_FIELD]: "" })}<button type="submit">Continue</button></form>`;
  return htmlPage("Opening the activity", `<main><h1>Opening the activity</h1>${form}</main>${script}`);
}
