/**
 * The course page's storage in a browser: answers the framed tool's storage messages
 * (storage.ts). Loaded before the tool's frame, with its mode in the script's
 * data-storage attribute. Bundled for the browser by platform.ts; never part of the app.
 */
import { createPlatformStorage } from "./storage";

const mode = document.currentScript?.dataset.storage === "forget" ? "forget" : "keep";
const storage = createPlatformStorage(mode);
window.addEventListener("message", (event) => {
  const reply = storage.answer(event.origin, event.data);
  if (reply && event.source) (event.source as Window).postMessage(reply, event.origin);
});
