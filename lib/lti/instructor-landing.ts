/**
 * What an instructor's resource-link launch answers instead of going straight to the
 * activity: a page with the activity and, beside it, this course's class results. The
 * results open in a new tab: the dashboard is a page of its own (not framed by the
 * platform), and the session it needs is in its address, not in a cookie the LMS
 * iframe could not set.
 */
import { escapeHtml } from "@/lib/http/escape-html";
import { htmlPage } from "./html";

/** Where the dashboard is served, and the query parameter its session travels in. */
export const INSTRUCTOR_PATH = "/instructor";
export const INSTRUCTOR_SESSION_PARAM = "session";

/** The dashboard's address for `session` on `toolOrigin`. */
export function classResultsUrl(toolOrigin: string, session: string): string {
  const url = new URL(INSTRUCTOR_PATH, toolOrigin);
  url.searchParams.set(INSTRUCTOR_SESSION_PARAM, session);
  return url.href;
}

export function instructorLandingPage(activityUrl: string, resultsUrl: string, courseTitle: string | undefined) {
  const course = courseTitle ? `“${escapeHtml(courseTitle)}”` : "this course";
  const body = `<main><p class="eyebrow">Envelope Lab · instructor</p><h1>Activity and class results</h1><p>You opened this activity as an instructor of ${course}.</p><ul class="actions"><li><a href="${escapeHtml(activityUrl)}">Open the activity</a></li><li><a href="${escapeHtml(resultsUrl)}" target="_blank" rel="noopener noreferrer" data-class-results>See the class results of ${course} (opens in a new tab)</a></li></ul><p class="muted">The class results link works for 30 minutes; launch again from your course for a fresh one.</p></main>`;
  return htmlPage("Activity and class results", body);
}
