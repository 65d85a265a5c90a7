/**
 * The instructor's side of deep linking: after a verified LtiDeepLinkingRequest the
 * tool shows a page listing each lesson and widget; the choice is posted back with the
 * signed deep-linking session, and the answer is the auto-posting response form.
 */
import { z } from "zod";
import { escapeHtml } from "@/lib/http/escape-html";
import { contentItemFor, deepLinkingReturnPage, signDeepLinkingResponse } from "./deep-linking";
import { readFormBody } from "./form-body";
import { htmlPage, pageUnlessServerFault, problemPage } from "./html";
import { type DeepLinkingSession, signSession, verifySession } from "./launch-session";
import { type Catalog, checkTarget } from "./targets";
import type { KeyRing } from "./tool-keys";

export type PickerDeps = { catalog: Catalog; keys: () => Promise<KeyRing>; toolOrigin: string; now?: () => number };

/** The picker page; `choiceUrl` is where handleDeepLinkingChoice is served. */
export async function pickerPage(session: DeepLinkingSession, choiceUrl: string, deps: PickerDeps): Promise<Response> {
  const token = await signSession("deep-linking", session, await deps.keys(), (deps.now ?? Date.now)());
  const options = deps.catalog.flatMap((lesson) => [
    { value: lesson.slug, label: `${lesson.title}: the whole lesson` },
    ...lesson.widgets.map((widget) => ({ value: `${lesson.slug}/${widget}`, label: `${lesson.title}: ${widget}` })),
  ]);
  const radios = options
    .map(
      (o, i) =>
        `<label><input type="radio" name="choice" value="${escapeHtml(o.value)}"${i === 0 ? " checked" : ""}> ${escapeHtml(o.label)}</label><br>`,
    )
    .join("");
  const body = `<main><h1>Choose what to add to your course</h1><form method="post" action="${escapeHtml(choiceUrl)}"><input type="hidden" name="session" value="${escapeHtml(token)}"><fieldset><legend>Lesson or widget</legend>${radios}</fieldset><button type="submit">Add to course</button></form></main>`;
  return htmlPage("Choose an Envelope Lab activity", body);
}

const Choice = z.object({ session: z.string().max(16_384), choice: z.string().max(300) });

/** Answers the picker's form: a signed LtiDeepLinkingResponse on its way to the platform. */
export function handleDeepLinkingChoice(request: Request, deps: PickerDeps): Promise<Response> {
  return pageUnlessServerFault("deep-linking", () => answerChoice(request, deps));
}

async function answerChoice(request: Request, deps: PickerDeps): Promise<Response> {
  const form = await readFormBody(request, 32 * 1024);
  if (!form.ok) return refuse(form.status, form.message);
  const parsed = Choice.safeParse(Object.fromEntries(form.params));
  if (!parsed.success) return refuse(400, "the form has no session or no choice");
  const ring = await deps.keys();
  const now = (deps.now ?? Date.now)();
  const session = await verifySession("deep-linking", parsed.data.session, ring, now);
  if (!session)
    return refuse(401, "the deep-linking session is not valid or has expired: open the tool again from the course");
  const [slug = "", widget] = parsed.data.choice.split("/");
  const checked = checkTarget(widget === undefined ? { slug } : { slug, widget }, deps.catalog);
  if (!checked.ok) return refuse(400, checked.message);
  const lesson = deps.catalog.find((l) => l.slug === checked.target.slug);
  if (!lesson) return refuse(400, "the lesson is not in the catalog");
  const item = contentItemFor(checked.target, lesson, deps.toolOrigin, session.acceptLineItem !== false);
  return deepLinkingReturnPage(session.returnUrl, await signDeepLinkingResponse(session, [item], ring, now));
}

function refuse(status: number, message: string): Response {
  console.warn(`[lti] deep-linking choice refused: ${message}`);
  return problemPage(status, "The activity could not be added", `${message}.`);
}
