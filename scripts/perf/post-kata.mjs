// One kata submission to a running server, timed, from a client at `address` (sent as
// X-Forwarded-For, which the server believes as the last entry): what the kata benches send.
export async function postKata(base, source, address) {
  const started = performance.now();
  const response = await fetch(`${base}/api/lessons/error-envelope/kata`, {
    method: "POST",
    body: JSON.stringify({ source }),
    headers: { "content-type": "application/json", "x-forwarded-for": address },
  });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}
