/*!
 * Envelope Lab: the LTI platform-storage step (lib/lti/platform-storage.ts, docs/lti.md).
 * The page's #lti-storage element says what to do in data attributes: subject
 * (lti.put_data or lti.get_data), target (the platform's storage frame), origin (the
 * platform's), key, and for put_data the value and the next address. put_data goes on to
 * the next address once the platform has kept the value, else follows the page's
 * Continue link; get_data posts the page's form with the value the platform returns
 * (empty when it returns none, which the launch refuses).
 */
(() => {
  var WAIT_MS = 5000;
  var element = document.getElementById("lti-storage");
  if (!element) return;
  var data = element.dataset;
  var host = window.opener || window.parent;
  var frame = host;
  if (data.target !== "_parent") {
    try {
      frame = host.frames[data.target] || host;
    } catch {
      frame = host;
    }
  }
  var messageId = `envelope-lab-${crypto.randomUUID()}`;
  var done = false;

  function finish(reply) {
    if (done) return;
    done = true;
    window.removeEventListener("message", onMessage);
    var ok = reply !== null && typeof reply === "object" && !reply.error;
    if (data.subject === "lti.put_data") {
      location.replace(ok ? data.next : document.getElementById("lti-continue").href);
      return;
    }
    var value = ok && typeof reply.value === "string" ? reply.value : "";
    element.querySelector('input[name="lti_storage_value"]').value = value;
    element.submit();
  }

  function onMessage(event) {
    var reply = event.data;
    if (event.origin !== data.origin || reply === null || typeof reply !== "object") return;
    if (reply.subject !== `${data.subject}.response` || reply.message_id !== messageId) return;
    finish(reply);
  }

  // A window no platform opened or framed has nowhere to ask.
  if (frame === window) return finish(null);
  window.addEventListener("message", onMessage);
  var message = { subject: data.subject, message_id: messageId, key: data.key };
  if (data.subject === "lti.put_data") message.value = data.value;
  try {
    frame.postMessage(message, data.origin);
  } catch {
    finish(null);
    return;
  }
  setTimeout(() => finish(null), WAIT_MS);
})();
