/**
 * The test LMS's administration screen in a browser (registration.ts): the administrator
 * pastes the tool's registration address and starts; the tool's registration page opens in
 * a frame with the platform's configuration address and a one-time token added, and the
 * frame goes away when the tool posts its close message. The parameters to add come in the
 * script's data-params attribute. Bundled for the browser by platform.ts; never part of the app.
 */
const params: Record<string, string> = JSON.parse(document.currentScript?.dataset.params ?? "{}");
const form = document.getElementById("start") as HTMLFormElement;
const status = document.getElementById("status") as HTMLElement;
const frameBox = document.getElementById("frame") as HTMLElement;

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const url = new URL((document.getElementById("tool-url") as HTMLInputElement).value);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const frame = document.createElement("iframe");
  frame.id = "registration";
  frame.title = "Tool registration";
  frame.src = url.href;
  frame.style.cssText = "width:100%;height:700px;border:0";
  frameBox.replaceChildren(frame);
  status.textContent = "Registration in progress.";
});

window.addEventListener("message", (event) => {
  if (event.data?.subject !== "org.imsglobal.lti.close") return;
  frameBox.replaceChildren();
  status.textContent = "The tool's registration is complete.";
});

// A module, so its names stay its own (window.status is a global).
export {};
