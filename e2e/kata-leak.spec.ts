import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DIST_DIR } from "../scripts/dist-dir.mjs";
import { expect, KATA_LESSON_PATH, test } from "./fixtures";
import { STARTER } from "./kata-helpers";

/** Every file under `dir` whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Backslashes are dropped so code escaped inside RSC scripts and JSON reads like the source.
const read = (file: string) => readFileSync(file, "utf8").replaceAll("\\", "");

const REFERENCE = readFileSync("content/lessons/error-envelope/kata/reference.ts", "utf8");

/** The reference's own lines: long enough to be unmistakable, and in neither the starter nor the lesson. */
const lesson = readFileSync("content/lessons/error-envelope/lesson.mdx", "utf8");
const referencePieces = REFERENCE.split("\n")
  .map((line) => line.trim().replaceAll("\\", ""))
  .filter((line) => line.length >= 40 && !STARTER.includes(line) && !lesson.includes(line));

// NOTE: this finds the reference sent as text (a prop, a raw import), the way the starter
// reaches the page. Bundled as code it would be minified past recognition; nothing on the
// client side imports content/, and the grader's own modules never read the reference.
test("the kata's reference solution is not in any built client asset or prerendered page as text", () => {
  const pages = filesUnder(path.join(DIST_DIR, "server", "app"), [".html", ".rsc"]);
  const assets = filesUnder(path.join(DIST_DIR, "static"), [".js"]);
  expect(assets.length).toBeGreaterThan(0);
  expect(referencePieces.length).toBeGreaterThanOrEqual(3);

  // The scan looks where the kata is: the starter is in the page of the lesson's part that holds it.
  const lessonHtml = read(path.join(DIST_DIR, "server", "app", `${KATA_LESSON_PATH}.html`));
  expect(lessonHtml).toContain("export class ToolsLayer");

  const leaks: string[] = [];
  for (const file of [...pages, ...assets]) {
    const text = read(file);
    for (const piece of referencePieces) if (text.includes(piece)) leaks.push(`${file}: "${piece}"`);
  }
  expect(leaks).toEqual([]);
});

// The kata's embed route is rendered on demand, so no file in the build holds its HTML: ask the server.
test("the kata's embed page, rendered per request, does not carry the reference solution either", async ({
  request,
}) => {
  const response = await request.get(`/embed/error-envelope/kata`);
  expect(response.status()).toBe(200);
  // The document carries the RSC payload too, in the framework's inline scripts.
  const html = (await response.text()).replaceAll("\\", "");
  // The scan looks where the kata is: the starter is in the page.
  expect(html).toContain("export class ToolsLayer");
  expect(referencePieces.filter((piece) => html.includes(piece))).toEqual([]);
});

// The one way out for the reference: a reveal request carrying this learner's passing score token.
test("the server sends the reference only for a verified passing score token of the kata", async ({ request }) => {
  const url = "/api/lessons/error-envelope/kata";
  const ask = (data: object) => request.post(url, { data });
  const leaked = async (response: Awaited<ReturnType<typeof ask>>) => {
    const text = (await response.text()).replaceAll("\\", "");
    return referencePieces.filter((piece) => text.includes(piece));
  };

  const bare = await ask({ reveal: true });
  expect(bare.status()).toBe(403);
  expect(await leaked(bare)).toEqual([]);

  const failing = await ask({ source: STARTER });
  const failed = await failing.json();
  expect(failed).toMatchObject({ passed: false, token: expect.any(String) });
  const early = await ask({ reveal: true, previousToken: failed.token });
  expect(early.status()).toBe(403);
  expect(await leaked(early)).toEqual([]);
  expect(await leaked(failing)).toEqual([]);

  const passed = await (await ask({ source: REFERENCE, previousToken: failed.token })).json();
  expect(passed).toMatchObject({ passed: true, token: expect.any(String) });
  const shown = await ask({ reveal: true, previousToken: passed.token });
  expect(shown.status()).toBe(200);
  expect((await shown.json()).reference).toBe(REFERENCE);
});
