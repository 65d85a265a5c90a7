import { jsonError } from "./read-json-body";

/**
 * Runs an exercise endpoint. Client input is answered inside `run` with a 4xx, so
 * anything thrown here is the server's own fault (e.g. a data file broken while
 * editing under `next dev`): it is logged and answered with a 503 JSON message the
 * widget can show, never a 500 page.
 */
export async function unlessServerFault(
  label: string,
  message: string,
  run: () => Promise<Response>,
  /** How the 503 is worded: JSON for the grading endpoints, a page for LTI's browser-facing ones. */
  respond: (message: string) => Response = (text) => jsonError(503, text),
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    console.error(`[${label}] the server could not answer:`, error);
    return respond(message);
  }
}
