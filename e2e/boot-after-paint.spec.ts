import { INSTRUCTOR_KEY } from "../playwright.config";
import { bootAddresses } from "../scripts/serve/boot-after-paint.mjs";
import { BOOT_FILE_PATH } from "../scripts/serve/boot-files.mjs";
import { stylesheetAddress } from "../scripts/serve/critical-css.mjs";
import { payloadAddress } from "../scripts/serve/rsc-payload-file.mjs";
import { expect, LESSON_PATH, LESSON_SLUG, test } from "./fixtures";

// The production server (scripts/serve.mjs) sends each page's start-up scripts as inert
// markers and adds them only after the first contentful paint, so none is even downloaded
// before it (scripts/serve/boot-after-paint.mjs); the same goes for the page's RSC payload
// and the rest of the stylesheet, which go out as files of their own (scripts/serve/boot-files.mjs).

const CHUNK = /^\/_next\/static\/.+\.js$/;

for (const route of ["/", LESSON_PATH, "/sandbox", `/embed/${LESSON_SLUG}/match`]) {
  test(`${route}: the document holds no start-up script tag, preload or inline payload, and the scripts and files are fetched and run after the first contentful paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text();
    const tags = html.match(/<script src="\/_next\/static\/[^"]+" async="">/g) ?? [];
    expect(tags, "start-up script tags left in the page").toEqual([]);
    expect(html, "script preloads left in the page").not.toMatch(/<link rel="preload" as="script"/);
    const marked = bootAddresses(html);
    expect(marked.length).toBeGreaterThan(0);
    expect(html, "RSC payload left inline").not.toContain("<script>self.__next_f.push(");
    const files = [stylesheetAddress(html), payloadAddress(html)].filter((file) => file !== undefined);
    expect(files.length, "the page names its payload file").toBeGreaterThan(0);

    // Before the page's own code: note when the first contentful paint is reported and when
    // each framework script element is added to the document.
    await page.addInitScript(() => {
      const seen = { fcp: -1, added: [] as { src: string; at: number }[] };
      (window as unknown as { __boot: typeof seen }).__boot = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName("first-contentful-paint")) seen.fcp = entry.startTime;
      }).observe({ type: "paint", buffered: true });
      new MutationObserver((records) => {
        // The noModule polyfill is never run by this browser.
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src && !node.noModule)
              seen.added.push({ src: new URL(node.src).pathname, at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    // The framework has started (it sets window.next as it boots the router).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true))
      .toBe(true);
    const boot = await page.evaluate(
      () => (window as unknown as { __boot: { fcp: number; added: { src: string; at: number }[] } }).__boot,
    );
    const framework = boot.added.filter((script) => CHUNK.test(script.src));
    expect(framework.map((script) => script.src)).toEqual(expect.arrayContaining(marked));
    expect(boot.fcp).toBeGreaterThan(0);
    for (const script of framework) expect(script.at, script.src).toBeGreaterThan(boot.fcp);
    // No framework chunk was requested before the paint either.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    );
    const chunks = fetched.filter((entry) => CHUNK.test(entry.path));
    expect(chunks.map((entry) => entry.path)).toEqual(expect.arrayContaining(marked));
    for (const chunk of chunks) expect(chunk.at, chunk.path).toBeGreaterThan(boot.fcp);
    // The files this document names (a page rendered per request may name other ones than
    // the copy fetched above, whose request differed).
    const named = await page.evaluate(() =>
      [...document.querySelectorAll("script[data-boot-payload],script[data-boot-css]")].map(
        (marker) => marker.getAttribute("data-boot-payload") ?? marker.getAttribute("data-boot-css"),
      ),
    );
    expect(named).toHaveLength(files.length);
    const bootFiles = fetched.filter((entry) => BOOT_FILE_PATH.test(entry.path));
    expect(bootFiles.map((entry) => entry.path)).toEqual(expect.arrayContaining(named));
    for (const file of bootFiles) expect(file.at, file.path).toBeGreaterThan(boot.fcp);
  });
}

// A payload file is served to whoever has its address, without the page's own checks, so
// the server files only the payload of a page anyone may see (scripts/serve.mjs, pageRewrite).
test("a page asked for with a key, a cookie or any query keeps its payload inline and names no payload file", async ({
  request,
  playwright,
  baseURL,
}) => {
  const asked: { path: string; headers: Record<string, string> }[] = [
    { path: `/instructor?key=${INSTRUCTOR_KEY}`, headers: {} },
    { path: "/sandbox", headers: { cookie: "session=someone" } },
    { path: `/embed/${LESSON_SLUG}/match?from=course`, headers: {} },
  ];
  for (const { path, headers } of asked) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(payloadAddress(html), path).toBeUndefined();
    expect(html, path).toContain("<script>self.__next_f.push(");
  }
  // The same pages asked for plainly name their payload file (asked from a fresh context:
  // the key, traded for a session, left its cookie in this one).
  const fresh = await playwright.request.newContext({ baseURL });
  const plain = await (await fresh.get("/sandbox")).text();
  await fresh.dispose();
  expect(payloadAddress(plain)).toBeDefined();
});

test("a boot file answers GET and HEAD only, and an address the server does not hold is a 404 no cache keeps", async ({
  request,
}) => {
  const html = await (await request.get(LESSON_PATH)).text();
  const files = [payloadAddress(html), stylesheetAddress(html)];
  expect(
    files.every((file) => file !== undefined),
    "the lesson page names both files",
  ).toBe(true);
  for (const file of files as string[]) {
    expect((await request.get(file)).status(), file).toBe(200);
    expect((await request.head(file)).status(), file).toBe(200);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const refused = await request.fetch(file, { method, data: "x" });
      expect(refused.status(), `${method} ${file}`).toBe(405);
      expect(refused.headers().allow).toBe("GET, HEAD");
    }
    const unknown = file.replace(
      BOOT_FILE_PATH,
      (_address, _hash, extension) => `/_boot/${"A".repeat(43)}.${extension}`,
    );
    expect(unknown).not.toBe(file);
    const gone = await request.get(unknown);
    expect(gone.status(), unknown).toBe(404);
    expect(gone.headers()["cache-control"]).toBe("no-store");
  }
});

// A file the server has dropped (a restart, or its store full) answers 404; the loader then
// asks for the page again, which files it anew, and loads the file that copy names.
for (const kind of [
  { name: "payload", extension: ".js", address: payloadAddress },
  { name: "stylesheet", extension: ".css", address: stylesheetAddress },
]) {
  test(`a ${kind.name} file the server no longer holds: the loader fetches the page again, loads the file that copy names, and the framework starts on the document the reader already has`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const route = LESSON_PATH;
    const named = kind.address(await (await request.get(route)).text());
    if (named === undefined) throw new Error(`the lesson page names no ${kind.name} file`);
    // The first request for the file finds it gone; any later one reaches the server.
    // NOTE: one handler for the whole test, not one limited to a single use: a request made
    // while Playwright takes such a handler down was seen to hang, unanswered.
    let refusedOnce = false;
    await page.route(
      (url) => BOOT_FILE_PATH.test(url.pathname) && url.pathname.endsWith(kind.extension),
      (intercepted) => {
        if (refusedOnce) return intercepted.continue();
        refusedOnce = true;
        return intercepted.fulfill({
          status: 404,
          headers: { "cache-control": "no-store" },
          contentType: "text/plain",
          body: "gone",
        });
      },
    );
    // The browser logs the refused file itself, with the file's address as its place.
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("404")) refusals.push(message.location().url);
    });
    const answers: { path: string; status: number; type: string }[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path === route || BOOT_FILE_PATH.test(path))
        answers.push({ path, status: response.status(), type: response.request().resourceType() });
    });
    await page.goto(route);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true))
      .toBe(true);
    const fileAnswers = answers.filter((answer) => answer.path.endsWith(kind.extension));
    expect(fileAnswers.map((answer) => answer.status)).toEqual([404, 200]);
    expect(fileAnswers[0]?.path).toBe(named);
    // The page was asked for again by the loader's fetch, not by a reload: one document.
    expect(answers.filter((answer) => answer.path === route).map((answer) => answer.type)).toEqual([
      "document",
      "fetch",
    ]);
    // The copy names the same file (its address is its content's hash), so the one element
    // for that address left is the retry: the element that failed has left the head.
    expect(fileAnswers[1]?.path).toBe(named);
    await expect(page.locator(`head script[src="${named}"], head link[rel="stylesheet"][href="${named}"]`)).toHaveCount(
      1,
    );
    // The refusal's message may arrive after the boot; it is the only error the page may log.
    await expect.poll(() => refusals).toEqual([new URL(named, page.url()).href]);
    const refusal = consoleErrors.filter((error) => error.includes("404"));
    expect(refusal).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refusal.includes(error)));
  });
}
