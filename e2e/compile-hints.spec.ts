import { readFileSync } from "node:fs";
import path from "node:path";
import { bootAddresses } from "../scripts/serve/boot-after-paint.mjs";
import { COMPILE_HINT, startUpChunks } from "../scripts/serve/compile-hints.mjs";
import { expect, LESSON_PATH, SANDBOX_LESSON_PATH, test } from "./fixtures";

// The production server sends the framework's start-up chunks with Chrome's hint to
// compile them whole, off the main thread, and every other chunk as built
// (scripts/serve/compile-hints.mjs). The tests run against the build in .next.
const { chunks, problem } = startUpChunks(".next");
const built = (address: string) => readFileSync(path.join(".next", ...address.replace(/^\/_next\//, "").split("/")));

test("the build names its framework start-up chunks, so the server has chunks to hint", () => {
  expect(problem).toBeUndefined();
  expect(chunks.size).toBeGreaterThan(0);
});

test("a lesson page starts with every framework chunk, each sent as the hint and then the built file, and with chunks of its own sent as built", async ({
  request,
}) => {
  const named = bootAddresses(await (await request.get(LESSON_PATH)).text());
  expect(named.filter((address) => chunks.has(address)).sort()).toEqual([...chunks.keys()].sort());
  for (const address of chunks.keys()) {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await response.body();
    expect(body.subarray(0, COMPILE_HINT.length).toString()).toBe(COMPILE_HINT);
    expect(body.subarray(COMPILE_HINT.length).equals(built(address)), `${address} as built after the hint`).toBe(true);
  }
  const own = named.filter((address) => !chunks.has(address));
  expect(own.length, "the page has chunks of its own").toBeGreaterThan(0);
  for (const address of own) {
    expect((await (await request.get(address)).body()).equals(built(address)), `${address} as built`).toBe(true);
  }
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
