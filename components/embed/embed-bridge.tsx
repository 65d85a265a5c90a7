"use client";

import { useEffect } from "react";
import { isOriginAllowed } from "@/lib/embed/allowed-origins";
import { setLearner } from "@/lib/embed/grading-context";
import {
  type EmbedWidget,
  type ExerciseResult,
  type FrameToHostMessage,
  PROTOCOL_VERSION,
  RESULT_EVENT,
} from "@/lib/embed/protocol";
import { statementsForResult } from "@/lib/embed/statements-for-result";
import type { XapiActor } from "@/lib/embed/xapi";
import { adoptLtiSession } from "./lti-session";

type Props = { slug: string; widget: EmbedWidget | "lesson"; allowedOrigins: string[]; rootId: string };

/**
 * Connects an embedded page to its host: reports the content height (growing and
 * shrinking), answers the host's hello, and forwards exercise results as xAPI
 * statements. It only ever posts to one origin: the host that said hello from an
 * allowed origin, or an allowed ancestor origin (Canvas sends no hello). Messages
 * from any other origin are ignored. It also takes an LTI launch session out of the
 * address for the grading requests.
 */
export function EmbedBridge({ slug, widget, allowedOrigins, rootId }: Props) {
  // An LTI launch may open the page in a frame or in a window of its own: take its session either way.
  useEffect(adoptLtiSession, []);
  useEffect(() => {
    if (window.parent === window) return;
    const root = document.getElementById(rootId);
    if (!root) return;
    const self = window.location.origin;
    const allowed = (origin: string) => isOriginAllowed(origin, allowedOrigins, self);
    const started = performance.now();
    let target = initialTarget(allowed);
    let actor: XapiActor | undefined;
    let lastHeight = -1;

    const post = (message: FrameToHostMessage) => {
      if (target) window.parent.postMessage(message, target);
    };
    const reportHeight = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      post({ type: "envelope-lab:resize", version: PROTOCOL_VERSION, height });
      post({ subject: "lti.frameResize", height });
    };
    // The host says hello every 250 ms until it hears back, and the parser below loads on
    // the first message: a repeat that arrives meanwhile is the same hello, already being
    // answered, so it is dropped here rather than answered (and refused out loud) twice.
    let lastHello: string | null = null;
    const onMessage = async (event: MessageEvent) => {
      if (event.source !== window.parent || !allowed(event.origin)) return;
      const key = `${event.origin} ${serialised(event.data)}`;
      if (key === lastHello) return;
      lastHello = key;
      const { parseHostMessage } = await import("@/lib/embed/host-messages");
      const message = parseHostMessage(event.data);
      if (message.kind === "other") return;
      target = event.origin;
      if (message.kind === "bad-hello") {
        // Say no out loud, on both sides: a silent refusal left hosts guessing why no ready came.
        const what = message.anonymous ? "carrying on with an anonymous learner" : "not ready until a valid hello";
        console.warn(`[envelope-lab] refused the host's hello (${message.problem}); ${what}.`);
        const { problem, anonymous } = message;
        post({ type: "envelope-lab:error", version: PROTOCOL_VERSION, problem, anonymous });
        if (!message.anonymous) return;
      }
      actor = message.kind === "hello" ? message.hello.actor : undefined;
      setLearner(actor);
      post({ type: "envelope-lab:ready", version: PROTOCOL_VERSION, slug, widget, anonymous: !actor });
      lastHeight = -1;
      reportHeight();
    };
    const onResult = (event: Event) => {
      const result = (event as CustomEvent<ExerciseResult>).detail;
      const durationMs = performance.now() - started;
      for (const statement of statementsForResult(result, { siteOrigin: self, actor, durationMs })) {
        post({ type: "envelope-lab:statement", version: PROTOCOL_VERSION, statement });
      }
    };

    // Site pages refuse to be framed by other sites, so a link out of a widget (a review
    // link, "Run this scenario") opens in a new tab instead of breaking the frame.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || event.defaultPrevented) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== self || url.pathname.startsWith("/embed/") || url.pathname === window.location.pathname)
        return;
      event.preventDefault();
      window.open(url.href, "_blank", "noopener");
    };

    const observer = new ResizeObserver(reportHeight);
    observer.observe(root);
    void document.fonts?.ready.then(reportHeight);
    window.addEventListener("message", onMessage);
    window.addEventListener(RESULT_EVENT, onResult);
    document.addEventListener("click", onClick);
    root.setAttribute("data-bridge-ready", "");
    return () => {
      observer.disconnect();
      window.removeEventListener("message", onMessage);
      window.removeEventListener(RESULT_EVENT, onResult);
      document.removeEventListener("click", onClick);
    };
  }, [slug, widget, allowedOrigins, rootId]);
  return null;
}

/** A message's data as text, to tell a repeat; data that cannot be written as JSON is never a repeat. */
function serialised(data: unknown): string {
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return `unserialisable ${performance.now()}`;
  }
}

/** The framing page's origin when the browser tells us and it is allowed; else wait for hello. */
function initialTarget(allowed: (origin: string) => boolean): string | null {
  const ancestor = window.location.ancestorOrigins?.[0] ?? referrerOrigin();
  return ancestor && ancestor !== "null" && allowed(ancestor) ? ancestor : null;
}

function referrerOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}
