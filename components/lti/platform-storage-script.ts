/**
 * The LTI platform-storage step in the browser (lib/lti/platform-storage.ts, docs/lti.md),
 * bundled by scripts/build-bundles.ts to public/lti-platform-storage.js, which the pages load
 * from this origin as the security headers allow. The page's #lti-storage element says what to
 * do in data attributes: subject (lti.put_data or lti.get_data), target (the platform's storage
 * frame), origin (the platform's), key, and for put_data the value and the next address.
 * put_data goes on to the next address once the platform has kept the value, else follows the
 * page's Continue link; get_data posts the page's form with the value the platform returns
 * (empty when it returns none, which the launch refuses).
 */
const WAIT_MS = 5000;

type Reply = { subject?: unknown; message_id?: unknown; error?: unknown; value?: unknown };

function playStorage(element: HTMLElement): void {
  const data = element.dataset;
  const host: Window = window.opener || window.parent;
  let frame: Window = host;
  if (data.target !== "_parent") {
    try {
      frame = (host.frames as unknown as Record<string, Window | undefined>)[data.target ?? ""] || host;
    } catch {
      frame = host;
    }
  }
  const messageId = `envelope-lab-${crypto.randomUUID()}`;
  let done = false;

  function finish(reply: Reply | null): void {
    if (done) return;
    done = true;
    window.removeEventListener("message", onMessage);
    const ok = reply !== null && typeof reply === "object" && !reply.error;
    if (data.subject === "lti.put_data") {
      location.replace(ok ? (data.next ?? "") : (document.getElementById("lti-continue") as HTMLAnchorElement).href);
      return;
    }
    const value = ok && typeof reply.value === "string" ? reply.value : "";
    (element.querySelector('input[name="lti_storage_value"]') as HTMLInputElement).value = value;
    (element as HTMLFormElement).submit();
  }

  function onMessage(event: MessageEvent): void {
    const reply: unknown = event.data;
    if (event.origin !== data.origin || reply === null || typeof reply !== "object") return;
    const answer = reply as Reply;
    if (answer.subject !== `${data.subject}.response` || answer.message_id !== messageId) return;
    finish(answer);
  }

  // A window no platform opened or framed has nowhere to ask.
  if (frame === window) {
    finish(null);
    return;
  }
  window.addEventListener("message", onMessage);
  const message: Record<string, unknown> = { subject: data.subject, message_id: messageId, key: data.key };
  if (data.subject === "lti.put_data") message.value = data.value;
  try {
    frame.postMessage(message, data.origin ?? "");
  } catch {
    finish(null);
    return;
  }
  setTimeout(() => finish(null), WAIT_MS);
}

const element = document.getElementById("lti-storage");
if (element) playStorage(element);

// A module, so its names stay its own (the bundle is an IIFE either way).
export {};
