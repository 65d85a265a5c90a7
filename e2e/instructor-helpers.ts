/**
 * Launches from the dashboard's stand-in LMS over plain HTTP, as its browser would
 * (login → the platform's authorize → the form post to the launch URL), and grading
 * requests with the session such a launch hands out: the attempts the dashboard reads
 * are recorded by the app's own grading endpoints, into the store the server opened.
 */
import { expect } from "@playwright/test";
import { readAutoPostForm } from "@/lib/lti/test-platform/auto-post";
import type { LaunchOptions } from "@/lib/lti/test-platform/id-token";
import type { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { LTI_TOOL_ORIGIN } from "../playwright.config";

type PlatformServer = Awaited<ReturnType<typeof startTestPlatformServer>>;

/** The tool is addressed as localhost by the platform; Node reaches it at the test's baseURL. */
const onTool = (href: string, baseURL: string) => href.replace(LTI_TOOL_ORIGIN, baseURL);

/** The tool's answer to the launch's form post (a 303 for a learner, a page for an instructor). */
export async function launchOverHttp(server: PlatformServer, baseURL: string, launch: LaunchOptions) {
  const login = await fetch(onTool(server.platform.loginUrl(launch), baseURL), { redirect: "manual" });
  expect(login.status).toBe(302);
  const authorize = await fetch(login.headers.get("location") ?? "");
  const form = readAutoPostForm(await authorize.text());
  return fetch(onTool(form.action, baseURL), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form.fields).toString(),
    redirect: "manual",
  });
}

/** A learner's launch session for `launch`, taken from the fragment of the launch's redirect. */
export async function learnerSession(server: PlatformServer, baseURL: string, launch: LaunchOptions) {
  const response = await launchOverHttp(server, baseURL, launch);
  expect(response.status).toBe(303);
  const session = new URLSearchParams(new URL(response.headers.get("location") ?? "").hash.slice(1)).get("lti_session");
  expect(session).toBeTruthy();
  return session as string;
}

/** Posts a graded attempt to one of the lesson's grading endpoints under `session`. */
export async function grade(baseURL: string, path: string, body: Record<string, unknown>, session: string) {
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, ltiSession: session }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
