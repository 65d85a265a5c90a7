// A page's RSC payload goes out as a file of its own, which the loader runs after the first
// paint (scripts/serve/rsc-payload-file.mjs). Until 2026-12-03 it was inline in the page,
// and it still names the client chunks the page hydrates with, so the document budget and
// the first-load JS figure read the page together with it, as they read it then.
import { request } from "node:http";
import { payloadAddress } from "../serve/rsc-payload-file.mjs";

/** The text of the payload file `html` names, fetched from `base`; "" for a page that names none. */
export async function payloadOf(base, html) {
  const address = payloadAddress(html);
  if (!address) return "";
  const response = await fetch(new URL(address, base));
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return response.text();
}

/**
 * The bytes a document takes on the wire when a browser asks for it (brotli accepted):
 * the body as sent and the status line and headers, as HTTP/1.1 writes them.
 */
export function bytesOnTheWire(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      let body = 0;
      res.on("data", (chunk) => {
        body += chunk.length;
      });
      res.on("end", () => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        }
        resolve({ body, head, total: body + head });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
