import { readFileSync } from "node:fs";
import { ADL_VERBS, SCORE_TOKEN_EXTENSION } from "@/lib/embed/xapi";
import { XapiStatementSchema } from "@/lib/embed/xapi-schema";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { verifyScoreToken } from "@/lib/score-token/score-token";
import { openHost, statements } from "./embed-helpers";
import { expect, LESSON_SLUG, test, wakeIsland } from "./fixtures";
import { editorContent, replaceCode, WATCHDOG_WAIT_MS } from "./kata-helpers";
import { serverKeys } from "./server-keys";

const REFERENCE = readFileSync(`content/lessons/${LESSON_SLUG}/kata/reference.ts`, "utf8");

test("an embedded kata graded as passed by the server sends answered, completed and passed, with a score token the host can verify", async ({
  page,
}) => {
  const frame = await openHost(page, `${LESSON_SLUG}/kata`);
  const kata = frame.locator("[data-kata]");
  await wakeIsland(kata);
  // The browser's own check sends nothing: it is feedback, not a grade.
  await frame.locator(`#${KATA_IDS.check}`).click();
  await expect(frame.locator(".kata-result")).toHaveAttribute("data-kind", "verdict", { timeout: WATCHDOG_WAIT_MS });
  expect(await statements(page)).toEqual([]);

  await editorContent(frame).focus();
  await replaceCode(page, REFERENCE, frame);
  await frame.locator(`#${KATA_IDS.submit}`).click();
  await expect.poll(async () => (await statements(page)).length, { timeout: WATCHDOG_WAIT_MS }).toBe(3);
  const sent = await statements(page);
  expect(sent.map((s) => s.verb.id)).toEqual([ADL_VERBS.answered, ADL_VERBS.completed, ADL_VERBS.passed]);
  expect(sent[0]?.object.id).toMatch(new RegExp(`/lessons/${LESSON_SLUG}#kata$`));
  const token = sent[2]?.result?.extensions?.[SCORE_TOKEN_EXTENSION];
  const verified = await verifyScoreToken(token, serverKeys().verifying, { isKnownLesson: () => true });
  expect(verified.ok && verified.claims).toMatchObject({ lesson: LESSON_SLUG, activity: "kata", passed: true });
  for (const statement of sent) expect(XapiStatementSchema.safeParse(statement).success).toBe(true);
});
