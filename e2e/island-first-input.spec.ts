import type { Locator, Page } from "@playwright/test";
import { CHECKPOINT_FIXED_IDS, checkpointDomIds } from "@/lib/exercises/checkpoint/dom-ids";
import { CHECKPOINT, TOTAL } from "./checkpoint-support";
import { CHECKPOINT_LESSON_PATH, expect, MATCH_LESSON_PATH, test } from "./fixtures";
import {
  afterPickUp,
  card,
  carryAndDrop,
  exercise,
  fingerOn,
  firstCardAnd,
  handle,
  pressAndPull,
  zone,
} from "./match-helpers";
import { holdRequests, throttleCpu } from "./page-helpers";
import { badge, runButton } from "./sandbox-helpers";

/*
 * A student's first input often lands while an island is still swapping its static
 * placeholder for the live widget. On a slow CPU that window is wide, so these tests
 * slow the CPU down and act at once, then check that the live widget kept every input.
 */

/** Every script the pages load from the build: the framework's and the islands' lazy code. */
const BUILD_SCRIPTS = "**/_next/static/**/*.js";
/**
 * Called once the page is hydrated, holding every script holds only the islands' lazy
 * code, so the actions that follow land on the placeholders for certain.
 */
const holdLazyScripts = (page: Page) => holdRequests(page, BUILD_SCRIPTS);

/**
 * Opens `path` with every script held from the start, so the framework cannot hydrate
 * until the returned `release` is called: whatever the test does first lands before it.
 * Not until `load`: the held scripts may be what it waits for.
 */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, BUILD_SCRIPTS);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

/** The checkpoint's first question that is answered by ticking (not by ordering steps). */
function firstChoiceQuestion() {
  const first = CHECKPOINT.questions.flatMap((question) => (question.kind === "order" ? [] : [question]))[0];
  if (!first) throw new Error("the checkpoint needs a choice question");
  return first;
}

/**
 * After Space picked "weather-slow" up on the placeholder: the live board has it in hand,
 * one step down is over the first status, and Space drops it there.
 */
async function expectPickUpCarriedOn(page: Page) {
  await expect(exercise(page)).toHaveAttribute("data-ready", "true");
  await afterPickUp(page, "weather-slow");
  await expect(page.getByRole("status").filter({ hasText: "Picked up:" })).toContainText("Over: the card pool.");
  await page.keyboard.press("ArrowDown");
  await expect(zone(page, "ok")).toHaveAttribute("data-over", "true");
  await page.keyboard.press("Space");
  await expect(zone(page, "ok").locator('[data-card="weather-slow"]')).toBeVisible();
}

/** Each journey runs twice: with the widget's code held until the actions are done, and as it comes. */
const TIMINGS = [
  { name: "before the widget's code arrives", hold: true },
  { name: "while the widget's code arrives", hold: false },
] as const;

/**
 * Waits until the island's placeholder is hydrated (it can hear intent), not until
 * the widget has loaded: input before hydration has no listener anywhere to catch it.
 */
async function waitForHydration(page: Page, island: string) {
  await expect(page.locator(`${island}[data-island]`)).toBeAttached();
}

/** The sandbox's root and its island, where the tests below press. */
function sandboxParts(page: Page) {
  const root = page.locator('[data-sandbox="sandbox"]');
  return { root, island: root.locator(".sandbox") };
}

/** Opens /sandbox at 4x CPU, hydrated, with the widget's code held until the returned release. */
async function openSandboxWithCodeHeld(page: Page): Promise<() => void> {
  await throttleCpu(page);
  await page.goto("/sandbox");
  await waitForHydration(page, '[data-sandbox="sandbox"] .sandbox');
  return holdLazyScripts(page);
}

/** Scrolls the sandbox's Run button into view and moves the mouse to its middle. */
async function pointAtRun(page: Page, root: Locator) {
  // The bare /sandbox opens on its scenario list, so the Run button may start below the fold.
  await runButton(root).scrollIntoViewIfNeeded();
  const box = await runButton(root).boundingBox();
  if (!box) throw new Error("the Run button has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** The busy sign of a widget pressed before its code is in: the island is aria-busy and says "Loading…". */
async function expectLoading(page: Page) {
  await expect(exercise(page)).toHaveAttribute("aria-busy", "true");
  await expect(exercise(page).getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
}

async function expectNotLoading(page: Page) {
  await expect(exercise(page)).not.toHaveAttribute("aria-busy");
  await expect(exercise(page).getByText("Loading…")).toHaveCount(0);
}

for (const timing of TIMINGS) {
  test(`a tool typed, a preset clicked and the faults opened ${timing.name} are all kept`, async ({ page }) => {
    await throttleCpu(page);
    await page.goto("/sandbox");
    const root = page.locator('[data-sandbox="sandbox"]');
    await waitForHydration(page, '[data-sandbox="sandbox"] .sandbox');
    const release = timing.hold ? await holdLazyScripts(page) : () => {};

    const tool = root.locator("#sandbox-tool");
    await tool.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("weather");
    // "wrong type" is a preset of both tools: whichever list is on screen, weather's is meant.
    await root.locator('[data-preset="wrong type"]').click();
    await root.getByText("Inject faults").click();
    const loadingLine = root.getByText("The fault controls are loading…");
    // Held back, the placeholder's panel opens on a line that says so, not on nothing.
    if (timing.hold) await expect(loadingLine).toBeVisible();
    release();

    await expect(root.locator("[data-ready]")).toBeVisible();
    await expect(tool).toHaveValue("weather");
    await expect(root.locator("#sandbox-args")).toHaveValue(/"city": 42/);
    await expect(root.locator("details")).toHaveAttribute("open", "");
    await expect(root.locator("#sandbox-fault-weather-kind")).toBeVisible();
    await expect(loadingLine).toHaveCount(0);
    // The live widget holds that state, not only the screen: a run uses it.
    await runButton(root).click();
    await expect(badge(root)).toHaveAttribute("data-status", "invalid_args");
    await expect(root.getByTestId("envelope-result")).toContainText("weather");
  });

  test(`a card's Move to menu opened ${timing.name} stays open on the live board`, async ({ page }) => {
    await throttleCpu(page);
    await page.goto(MATCH_LESSON_PATH);
    await waitForHydration(page, "[data-match-exercise]");
    // Held before the scroll: a scroll is activity, on which the board's code is fetched ahead.
    const release = timing.hold ? await holdLazyScripts(page) : () => {};
    await exercise(page).scrollIntoViewIfNeeded();

    const moveButton = card(page, "pool-full").getByRole("button", { name: /^Move to/ });
    await moveButton.click();
    if (timing.hold) {
      await expect(exercise(page)).toHaveAttribute("data-island", "placeholder");
      await expectLoading(page);
    }
    release();

    await expect(exercise(page)).toHaveAttribute("data-ready", "true");
    await expect(moveButton).toHaveAttribute("aria-expanded", "true");
    await expectNotLoading(page);
    await card(page, "pool-full").getByRole("button", { name: "tool_error", exact: true }).click();
    await expect(zone(page, "tool_error").locator('[data-card="pool-full"]')).toBeVisible();
  });

  test(`a card picked up with Space ${timing.name} is still held on the live board`, async ({ page }) => {
    await throttleCpu(page);
    await page.goto(MATCH_LESSON_PATH);
    await waitForHydration(page, "[data-match-exercise]");
    const release = timing.hold ? await holdLazyScripts(page) : () => {};
    await exercise(page).scrollIntoViewIfNeeded();

    await handle(page, "weather-slow").focus();
    await page.keyboard.press("Space");
    // Held back, the key press certainly landed on the placeholder.
    if (timing.hold) await expect(exercise(page)).toHaveAttribute("data-island", "placeholder");
    release();

    await expectPickUpCarriedOn(page);
  });

  test(`answers ticked, steps moved and submit pressed ${timing.name} are all kept`, async ({ page }) => {
    const first = firstChoiceQuestion();
    const order = CHECKPOINT.questions.find((question) => question.kind === "order");
    if (!order) throw new Error("the checkpoint needs an order question");
    await throttleCpu(page);
    await page.goto(CHECKPOINT_LESSON_PATH);
    const root = page.locator("[data-checkpoint]");
    await root.scrollIntoViewIfNeeded();
    await waitForHydration(page, "[data-checkpoint]");
    const release = timing.hold ? await holdLazyScripts(page) : () => {};

    const steps = root.locator(`#${checkpointDomIds.question(order.id)} [data-step]`);
    const before = await steps.evaluateAll((items) => items.map((item) => item.getAttribute("data-step") ?? ""));
    const last = before.at(-1) ?? "";
    const option = root.locator(`#${checkpointDomIds.option(first.id, first.options[0]?.id ?? "")}`);
    await option.check();
    // Two presses on the same button: both must count, in order.
    await root.locator(`#${checkpointDomIds.move(order.id, last, "up")}`).click();
    await root.locator(`#${checkpointDomIds.move(order.id, last, "up")}`).click();
    await root.getByRole("button", { name: "Check my answers" }).click();
    release();

    await expect(root).toHaveAttribute("data-ready", "true");
    await expect(option).toBeChecked();
    const expected = [...before.slice(0, -3), last, ...before.slice(-3, -1)];
    await expect
      .poll(() => steps.evaluateAll((items) => items.map((item) => item.getAttribute("data-step"))))
      .toEqual(expected);
    // The press came before the attempt's drawn questions: it is checked once they arrive.
    await expect(root.locator(`#${CHECKPOINT_FIXED_IDS.unanswered}`)).toContainText(
      `${TOTAL - 2} questions still need an answer`,
    );
  });
}

test("a pointer resting on the sandbox before the page has hydrated wakes it without moving again", async ({
  page,
}) => {
  // The framework cannot hydrate until the pointer is in place.
  const release = await openUnhydrated(page, "/sandbox");
  const island = page.locator('[data-sandbox="sandbox"] .sandbox');
  await island.hover();
  await expect(island).not.toHaveAttribute("data-island");
  release();
  // No further input: the pointer that is already over it is the intent.
  await expect(island).toHaveAttribute("data-island", "live");
  await expect(island).toHaveAttribute("data-ready", "true");
});

test("a Run button held down while the widget's code arrives runs once it is let go", async ({ page }) => {
  const release = await openSandboxWithCodeHeld(page);
  const { root, island } = sandboxParts(page);
  await pointAtRun(page, root);
  await page.mouse.down();
  release();
  // The code is in, but the pressed button is not swapped away under the pointer.
  await expect(island).toHaveAttribute("data-island", "held");
  await page.mouse.up();

  await expect(root.locator("[data-ready]")).toBeVisible();
  await expect(badge(root)).toHaveAttribute("data-status", "ok");
});

test("a right button held on the sandbox while the widget's code arrives does not hold the swap back", async ({
  page,
}) => {
  const release = await openSandboxWithCodeHeld(page);
  const { root, island } = sandboxParts(page);
  await pointAtRun(page, root);
  // A context menu's press may never see its release; only the main button holds the swap.
  await page.mouse.down({ button: "right" });
  release();
  await expect(island).toHaveAttribute("data-island", "live");
  await expect(root.locator("[data-ready]")).toBeVisible();
  await page.mouse.up({ button: "right" });
  // Nothing was pressed as far as the widget goes: no run.
  await expect(badge(root)).toHaveCount(0);
});

test("a right button held on the sandbox before the page has hydrated does not hold the swap back", async ({
  page,
}) => {
  const release = await openUnhydrated(page, "/sandbox");
  const { root, island } = sandboxParts(page);
  await pointAtRun(page, root);
  await page.mouse.down({ button: "right" });
  await expect(island).not.toHaveAttribute("data-island");
  release();
  // The resting pointer is intent; the right button held is not a press to wait for.
  await expect(island).toHaveAttribute("data-island", "live");
  await expect(root.locator("[data-ready]")).toBeVisible();
  await page.mouse.up({ button: "right" });
});

/*
 * Before the page hydrates no island listens, and a press there is not kept; what the
 * browser itself keeps (a tick, a typed value) is still in the placeholder at the swap.
 */
test("answers ticked before the page has hydrated are kept by the live checkpoint", async ({ page }) => {
  const first = firstChoiceQuestion();
  const release = await openUnhydrated(page, CHECKPOINT_LESSON_PATH);
  const root = page.locator("[data-checkpoint]");
  const option = root.locator(`#${checkpointDomIds.option(first.id, first.options[0]?.id ?? "")}`);
  await option.check();
  await expect(root).not.toHaveAttribute("data-island");
  release();

  await expect(root).toHaveAttribute("data-ready", "true");
  await expect(option).toBeChecked();
  await root.getByRole("button", { name: "Check my answers" }).click();
  await expect(root.locator(`#${CHECKPOINT_FIXED_IDS.unanswered}`)).toContainText(
    `${TOTAL - 1} questions still need an answer`,
  );
});

/*
 * Issue 36: the first drag on a fresh page. A card pressed on the placeholder lifts once the
 * board is live, for the pointer still holding it, and lands where it is let go; until the
 * board is live the island says it is loading.
 */

/** Opens the match at 4x CPU, hydrated, with the board's code held until the returned release. */
async function openMatchWithCodeHeld(page: Page): Promise<() => void> {
  await throttleCpu(page);
  await page.goto(MATCH_LESSON_PATH);
  await waitForHydration(page, "[data-match-exercise]");
  return holdLazyScripts(page);
}

test("a card pressed with the mouse before the board's code arrives lifts once it does, and lands", async ({
  page,
}) => {
  const release = await openMatchWithCodeHeld(page);
  const drag = await firstCardAnd(page, "ok");
  await pressAndPull(page, drag);
  await expect(exercise(page)).toHaveAttribute("data-island", "placeholder");
  await expectLoading(page);
  release();
  // The swap does not wait for the button to be let go: the board takes the press over.
  await expect(exercise(page)).toHaveAttribute("data-island", "live");
  await carryAndDrop(page, drag);
  await expect(zone(page, "ok").locator(`[data-card="${drag.id}"]`)).toBeVisible();
  await expectNotLoading(page);
});

test.describe("on a touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test("a card pressed with a finger before the board's code arrives lifts once it does, and lands", async ({
    page,
  }) => {
    const release = await openMatchWithCodeHeld(page);
    const drag = await firstCardAnd(page, "ok");
    const finger = await fingerOn(page);
    await finger.down(drag.from);
    await expect(exercise(page)).toHaveAttribute("data-island", "placeholder");
    await expectLoading(page);
    release();
    // Held still, the finger lifts the card once the board is live and its short hold has passed.
    await expect(card(page, drag.id)).toHaveAttribute("data-dragging", "true");
    await finger.slide(drag.from, drag.to);
    await expect(zone(page, "ok")).toHaveAttribute("data-over", "true");
    await finger.up();
    await expect(zone(page, "ok").locator(`[data-card="${drag.id}"]`)).toBeVisible();
    await expectNotLoading(page);
  });
});
