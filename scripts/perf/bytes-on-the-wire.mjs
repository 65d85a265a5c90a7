// What a document costs on the wire, for npm run perf.
import { request } from "node:http";

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
