import { describe, expect, it } from "vitest";
import { REGISTRATION_CLOSE_SCRIPT } from "./close-script.bundled";

/** The registered page's script, run as the page runs it, in a window with `host` as its opener or parent. */
function pressFinish(host: "opener" | "parent" | "none") {
  const posted: { message: unknown; origin: string }[] = [];
  const hostWindow = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const status = { textContent: "" };
  let click: (() => void) | undefined;
  const button = { addEventListener: (_: string, listener: () => void) => (click = listener) };
  const window: Record<string, unknown> = { opener: host === "opener" ? hostWindow : null };
  window.parent = host === "parent" ? hostWindow : window;
  const document = { getElementById: (id: string) => (id === "lti-close" ? button : status) };
  new Function("window", "document", REGISTRATION_CLOSE_SCRIPT)(window, document);
  click?.();
  return { posted, status: status.textContent };
}

describe("the registered page's Finish button", () => {
  it("sends the LMS that opened the page the spec's close message", () => {
    expect(pressFinish("opener").posted).toEqual([{ message: { subject: "org.imsglobal.lti.close" }, origin: "*" }]);
  });

  it("sends it to the LMS page that frames it", () => {
    expect(pressFinish("parent").posted).toEqual([{ message: { subject: "org.imsglobal.lti.close" }, origin: "*" }]);
  });

  it("tells the administrator to close the window when no LMS page is there", () => {
    const { posted, status } = pressFinish("none");
    expect(posted).toEqual([]);
    expect(status).toBe("You can close this window now.");
  });
});
