import { readFileSync } from "node:fs";
import path from "node:path";
import { DIST_DIR } from "../scripts/dist-dir.mjs";
import { bootAddresses } from "../scripts/serve/boot-after-paint.mjs";
import { SCRIPT_TYPE } from "../scripts/serve/boot-files.mjs";
import { COMPILE_HINT, startUpChunks } from "../scripts/serve/compile-hints.mjs";
import { expect, LESSON_PATH, SANDBOX_LESSON_PATH, test } from "./fixtures";

// The production server sends the framework's start-up chunks with Chrome's hint to
// compile them whole as they load, and every other chunk as built
// (scripts/serve/compile-hints.mjs). The tests read the build the server serves.
const { chunks, problem } = startUpChunks(DIST_DIR);
const built = (address: string) => readFileSync(path.join(DIST_DIR, ...address.replace(/^\/_next\//, "").split("/")));

test("the build names its framework start-up chunks, so the server has chunks to hint", () => {
  expect(problem).toBeUndefined();
  expect(chunks.size).toBeGreaterThan(0);
});

test("a lesson page starts with every framework chunk, each sent as the hint and then the built file, cached as Next caches its own, and with chunks of its own sent as built", async ({
  request,
}) => {
  const named = bootAddresses(await (await request.get(LESSON_PATH)).text());
  expect(named.filter((address) => chunks.has(address)).sort()).toEqual([...chunks.keys()].sort());
  const own = named.filter((address) => !chunks.has(address));
  expect(own.length, "the page has chunks of its own").toBeGreaterThan(0);
  const nexts = (await request.get(own[0] as string)).headers();
  for (const address of chunks.keys()) {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(SCRIPT_TYPE);
    expect(response.headers()["cache-control"]).toBe(nexts["cache-control"]);
    const body = await response.body();
    expect(body.subarray(0, COMPILE_HINT.length).toString()).toBe(COMPILE_HINT);
    expect(body.subarray(COMPILE_HINT.length).equals(built(address)), `${address} as built after the hint`).toBe(true);
  }
  for (const address of own) {
    expect((await (await request.get(address)).body()).equals(built(address)), `${address} as built`).toBe(true);
  }
});

test("a framework chunk answers HEAD with its length, and a request that holds its tag with 304 and no body", async ({
  request,
}) => {
  const [address] = [...chunks.keys()] as [string];
  const whole = await request.get(address, { headers: { "accept-encoding": "identity" } });
  const length = (await whole.body()).length;
  expect(whole.headers()["content-length"]).toBe(String(length));
  const head = await request.head(address, { headers: { "accept-encoding": "identity" } });
  expect(head.status()).toBe(200);
  expect(head.headers()["content-length"]).toBe(String(length));
  const etag = whole.headers().etag as string;
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
  const again = await request.get(address, { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  const other = await request.get(address, { headers: { "if-none-match": 'W/"something-else"' } });
  expect(other.status()).toBe(200);
});

test("in the browser, the page's framework chunks arrive with the hint, and the framework starts: the widgets' placeholders are heard", async ({
  page,
}) => {
  const arrived: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (chunks.has(new URL(response.url()).pathname)) arrived.push(response.body());
  });
  await page.goto(SANDBOX_LESSON_PATH);
  // LazyIsland marks a placeholder data-island once React has hydrated it.
  await expect(page.locator("[data-lazy-island][data-island]").first()).toBeAttached();
  const bodies = await Promise.all(arrived);
  expect(bodies).toHaveLength(chunks.size);
  for (const body of bodies) expect(body.subarray(0, COMPILE_HINT.length).toString()).toBe(COMPILE_HINT);
});
