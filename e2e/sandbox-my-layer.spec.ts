import { SLOW_TO_READ } from "@/lib/kata/slow-to-read";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { DRAFT_VERSION } from "@/lib/kata/ui/draft";
import { expect, expectNoAxeViolations, KATA_LESSON_PATH, LESSON_SLUG, test, wakeIsland } from "./fixtures";
import { editorContent, KATA_DRAFT_KEY, replaceCode, STARTER, WATCHDOG_WAIT_MS } from "./kata-helpers";
import { tabTo } from "./page-helpers";
import { badge, clickHandledWhile, liveSandbox, runButton } from "./sandbox-helpers";

const MY_LAYER = `kata:${LESSON_SLUG}`;
const sandboxLink = (tool: string, args: unknown) =>
  `/sandbox?layer=${encodeURIComponent(MY_LAYER)}&tool=${tool}&args=${encodeURIComponent(JSON.stringify(args))}`;

const LOOPING = STARTER.replace(
  "async run(name: string, rawArgs: unknown): Promise<ToolResult> {",
  "$&\n    for (;;) {}",
);

/** Puts `source` in this browser as the kata's draft, the way the kata saves it. */
async function seedDraft(page: import("@playwright/test").Page, source: string) {
  await page.goto("/sandbox");
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: KATA_DRAFT_KEY,
    value: JSON.stringify({ version: DRAFT_VERSION, data: { source } }),
  });
}

test("a buggy layer typed in the kata runs in the sandbox: the wrong status shows in the result and the trace", async ({
  page,
}) => {
  await page.goto(KATA_LESSON_PATH);
  await wakeIsland(page.locator("[data-kata]"));
  await editorContent(page).focus();
  // The starter's own bug: an unknown tool is looked up with "!" and crashes inside the try.
  await replaceCode(page, `${STARTER}// my layer\n`);

  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.getByLabel("Tools layer").selectOption(LESSON_SLUG);
  await expect(root.locator("[data-layer-note]")).toContainText("Runs your draft from the kata");
  await root.locator("#sandbox-tool").fill("search");
  await root.locator("#sandbox-args").fill(JSON.stringify({ query: "envelopes" }));
  await runButton(root).click();
  // The student's layer answers tool_error where invalid_args is due.
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error", { timeout: 30_000 });
  await expect(root.getByTestId("own-layer")).toContainText("Decided by your layer");
  await expect(root.getByTestId("result-json")).toContainText("Cannot read properties of undefined");
  const row = root.getByTestId("trace").locator("tbody tr").first();
  await expect(row).toContainText("your-layer");
  await expect(row.locator(".status-badge")).toHaveAttribute("data-status", "tool_error");
  await expect(root.getByTestId("latency")).toContainText("1 call");

  // The choice is in the address, so the link replays the same run with the same layer.
  await expect(page).toHaveURL(/layer=kata%3Aerror-envelope/);
  await page.reload();
  await expect(root.getByLabel("Tools layer")).toHaveValue(LESSON_SLUG);
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error", { timeout: 30_000 });

  // The same call through the lesson's layer gives the status the envelope promises.
  await root.getByLabel("Tools layer").selectOption("");
  await expect(page).not.toHaveURL(/layer=/);
  await runButton(root).click();
  await expect(badge(root)).toHaveAttribute("data-status", "invalid_args");
  await expect(root.getByTestId("trace").locator("tbody tr")).toHaveCount(2);
  await expect(root.getByTestId("trace").locator("tbody tr").first()).toContainText("unknown-tool");
});

// NOTE: a loop is stopped within RUNNING_BUDGET_MS, too short to promise that a click lands
// first on a busy machine; a draft that takes long to read keeps the worker busy for the
// longer budget, so the page's answer to a click is shown with that one.
test("a draft slow to read keeps the worker busy, the page answers a click meanwhile, and it is refused in words", async ({
  page,
}) => {
  test.setTimeout(WATCHDOG_WAIT_MS + 60_000);
  await seedDraft(page, SLOW_TO_READ);
  await page.goto(sandboxLink("calculator", { expression: "1 + 1" }));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(root.locator("[data-running]")).toBeVisible({ timeout: 30_000 });
  expect(await clickHandledWhile(page, '[data-sandbox="sandbox"] [data-running]')).toBe(true);
  await expect(root.getByRole("alert")).toContainText("Your code could not be checked: it could not be read in time.", {
    timeout: WATCHDOG_WAIT_MS,
  });
  await expect(root.locator("[data-running]")).toHaveCount(0);
});

test("a looping draft is stopped by the watchdog, and nothing goes into the trace", async ({ page }) => {
  test.setTimeout(WATCHDOG_WAIT_MS + 60_000);
  await seedDraft(page, LOOPING);
  await page.goto(sandboxLink("calculator", { expression: "1 + 1" }));
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(root.getByRole("alert")).toContainText(
    "Your layer stopped answering (an endless loop, or memory that grows without end?)",
    {
      timeout: WATCHDOG_WAIT_MS,
    },
  );
  await expect(root.locator("[data-running]")).toHaveCount(0);
  // Nothing that is not an envelope goes into the trace.
  await expect(root.getByTestId("trace")).toContainText("No calls recorded yet.");
});

test("with no draft the sandbox says so, links to the kata, and the choice passes axe", async ({ page }) => {
  await page.goto("/sandbox");
  const root = await liveSandbox(page);
  await root.getByLabel("Tools layer").selectOption(LESSON_SLUG);
  await expect(page).toHaveURL(/layer=kata%3Aerror-envelope/);
  const note = root.locator("[data-layer-note]");
  await expect(note).toContainText("There is no kata draft in this browser yet");
  await expect(note.getByRole("link", { name: /the kata in/ })).toHaveAttribute(
    "href",
    `${KATA_LESSON_PATH}#${KATA_IDS.title}`,
  );
  await runButton(root).click();
  await expect(root.getByRole("alert")).toContainText("There is no kata draft in this browser yet");
  await expectNoAxeViolations(page, '[data-sandbox="sandbox"]');
});

test("keyboard only: a failed check's 'Run in the sandbox with your layer' opens the sandbox with that call", async ({
  page,
}) => {
  test.setTimeout(WATCHDOG_WAIT_MS + 60_000);
  await page.goto(KATA_LESSON_PATH);
  const kata = page.locator("[data-kata]");
  await page.locator(`#${KATA_IDS.check}`).focus();
  await expect(kata).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await page.keyboard.press("Enter");
  await expect(page.locator(".kata-result")).toHaveAttribute("data-kind", "verdict", { timeout: WATCHDOG_WAIT_MS });
  await expect(page.locator(`#${KATA_IDS.resultTitle}`)).toBeFocused();
  // The starter's first failure is the unknown tool; its smallest call is the lesson's own.
  const link = page.locator("[data-sandbox-replay] a");
  await expect(link).toHaveText("Run in the sandbox with your layer");
  await tabTo(page, "[data-sandbox-replay] a");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/sandbox\?.*layer=kata%3Aerror-envelope/);
  const root = page.locator('[data-sandbox="sandbox"]');
  await expect(root.locator("#sandbox-tool")).toHaveValue("search");
  await expect(badge(root)).toHaveAttribute("data-status", "tool_error", { timeout: 30_000 });
  await expect(root.getByTestId("trace").locator("tbody tr").first()).toContainText("your-layer");
});
