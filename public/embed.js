/*!
 * Envelope Lab host script. Add it to a course page once, then place elements such as
 *   <div data-envelope-lab="error-envelope/match"></div>
 * Each becomes a lazy-loaded, titled iframe whose height follows its content.
 * API: EnvelopeLab.on("statement" | "resize" | "ready" | "error", fn), EnvelopeLab.off(name, fn),
 *      EnvelopeLab.mount(element). See docs/embedding.md. No dependencies.
 */
(() => {
  if (window.EnvelopeLab) return;
  var script = document.currentScript;
  var base = new URL(script ? script.src : location.href).origin;
  var PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/(?:sandbox|match|checkpoint|kata|practice))?$/;
  var NAMES = { sandbox: "sandbox", match: "matching exercise", checkpoint: "checkpoint", kata: "kata", practice: "practice" };
  var listeners = { statement: [], resize: [], ready: [], error: [] };
  var frames = [];
  // How long after a frame's "load" to wait for any answer before saying it failed. A refused
  // frame still fires "load" (on the browser's error page), so silence is the only sign; a busy
  // machine answers well within this, and a frame that answers later still becomes ready.
  var GIVE_UP_MS = 10000;

  function emit(name, detail) {
    listeners[name].forEach((fn) => {
      try {
        fn(detail);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    });
  }

  function readActor(element) {
    var raw = element.getAttribute("data-actor");
    if (!raw) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      // Sent as it is: the frame refuses it with the same "error" reply as any bad actor.
      return raw;
    }
  }

  function mount(element) {
    if (element.querySelector("iframe[data-envelope-lab-frame]")) return;
    var path = (element.getAttribute("data-envelope-lab") || "").trim();
    if (!PATH.test(path)) {
      console.warn(`Envelope Lab: "${path}" is not a lesson or lesson/widget path (e.g. error-envelope/match).`);
      return;
    }
    var parts = path.split("/");
    var iframe = document.createElement("iframe");
    var query = [];
    var theme = element.getAttribute("data-theme");
    if (theme === "light" || theme === "dark") query.push(`theme=${theme}`);
    iframe.src = `${base}/embed/${path}${query.length ? `?${query.join("&")}` : ""}`;
    iframe.title =
      element.getAttribute("data-title") ||
      `Envelope Lab: ${parts[1] ? `${NAMES[parts[1]]} for ` : ""}lesson ${parts[0].replace(/-/g, " ")}`;
    iframe.loading = "lazy";
    iframe.setAttribute("data-envelope-lab-frame", "");
    iframe.style.cssText = "display:block;width:100%;border:0;height:480px";
    var frame = { element: element, iframe: iframe, path: path, ready: false };
    iframe.addEventListener("load", () => {
      var hello = { type: "envelope-lab:hello", version: 1 };
      var actor = readActor(element);
      if (actor !== undefined) hello.actor = actor;
      if (element.hasAttribute("data-allow-anonymous")) hello.allowAnonymous = true;
      // The frame starts listening only once its scripts run, which can be after "load":
      // say hello again until it answers: every 250 ms, and every 2 s once reported silent.
      var loaded = {};
      frame.loaded = loaded;
      frame.ready = false;
      frame.refused = false;
      clearTimeout(frame.giveUp);
      frame.giveUp = setTimeout(() => fail(frame), GIVE_UP_MS);
      (function greet() {
        if (frame.loaded !== loaded || frame.ready || frame.refused || !iframe.contentWindow) return;
        iframe.contentWindow.postMessage(hello, base);
        setTimeout(greet, frame.failed ? 2000 : 250);
      })();
    });
    frames.push(frame);
    element.appendChild(iframe);
  }

  /** No answer from the frame: tell the host's listeners why, and show the reader a notice instead. */
  function fail(frame) {
    var loaded = frame.loaded;
    // The browser hides why a frame is blank; a request the page can send tells a server that
    // is down (the request fails) from one that answered but refused this site (it succeeds).
    fetch(frame.iframe.src, { method: "HEAD", mode: "no-cors", credentials: "omit" }).then(
      () => report(frame, loaded, "not-allowed"),
      () => report(frame, loaded, "unreachable"),
    );
  }

  function report(frame, loaded, reason) {
    if (frame.loaded !== loaded || frame.ready || frame.refused || frame.failed) return;
    frame.failed = true;
    var origin = location.origin;
    var detail = { element: frame.element, path: frame.path, reason: reason, origin: origin };
    if (reason === "unreachable") {
      detail.problem = `Envelope Lab at ${base} could not be reached.`;
      detail.fix = `Check that the embed.js address is right and that the Envelope Lab server is running.`;
    } else {
      detail.problem =
        `The frame never answered: most likely this site's origin, ${origin}, is not on Envelope Lab's ` +
        `allowed origins, so the browser refused to show it (or /embed/${frame.path} does not exist).`;
      detail.fix = `Ask the Envelope Lab admin to add ${origin} to EMBED_ALLOWED_ORIGINS and restart the server.`;
    }
    var notice = document.createElement("div");
    notice.setAttribute("role", "status");
    notice.setAttribute("data-envelope-lab-error", reason);
    notice.style.cssText = "border:1px solid currentColor;border-radius:4px;padding:12px 16px";
    notice.textContent = `${frame.iframe.title} could not be shown here. ${detail.problem} ${detail.fix}`;
    frame.notice = notice;
    frame.iframe.style.display = "none";
    frame.element.insertBefore(notice, frame.iframe);
    console.warn(`Envelope Lab (${frame.path}): ${detail.problem} ${detail.fix}`);
    emit("error", detail);
  }

  window.addEventListener("message", (event) => {
    if (event.origin !== base) return;
    var frame = frames.find((f) => f.iframe.contentWindow === event.source);
    var data = event.data;
    if (!frame || !data || typeof data !== "object") return;
    var detail = { element: frame.element, path: frame.path };
    if (data.type === "envelope-lab:resize" && typeof data.height === "number" && data.height >= 0) {
      frame.iframe.style.height = `${Math.ceil(data.height)}px`;
      detail.height = data.height;
      emit("resize", detail);
    } else if (data.type === "envelope-lab:statement" && data.statement) {
      detail.statement = data.statement;
      emit("statement", detail);
    } else if (data.type === "envelope-lab:error" && typeof data.problem === "string") {
      if (frame.refused) return;
      // Refused hellos stop the greeting: sending the same hello again cannot help.
      frame.refused = true;
      answered(frame);
      detail.reason = "hello-refused";
      detail.problem = data.problem;
      detail.anonymous = data.anonymous === true;
      var next = detail.anonymous ? "results are reported for an anonymous learner" : "the frame will not report results";
      console.warn(`Envelope Lab (${frame.path}): the frame refused the hello: ${data.problem}; ${next}.`);
      emit("error", detail);
    } else if (data.type === "envelope-lab:ready") {
      if (frame.ready) return;
      frame.ready = true;
      answered(frame);
      emit("ready", detail);
    }
  });

  /** The frame answered: no give-up, and a frame that answered late takes its notice's place. */
  function answered(frame) {
    clearTimeout(frame.giveUp);
    if (!frame.failed) return;
    frame.failed = false;
    frame.notice.remove();
    frame.iframe.style.display = "block";
  }

  window.EnvelopeLab = {
    version: 1,
    on: (name, fn) => {
      if (listeners[name] && typeof fn === "function") listeners[name].push(fn);
    },
    off: (name, fn) => {
      if (listeners[name]) listeners[name] = listeners[name].filter((f) => f !== fn);
    },
    mount: mount,
  };

  function mountAll() {
    document.querySelectorAll("[data-envelope-lab]").forEach(mount);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
