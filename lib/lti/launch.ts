/**
 * The launch URL (the OIDC redirect_uri): the platform's form post with id_token and
 * state. The state is verified and checked against the browser first (login-state.ts;
 * when the login put a value in platform storage, the answer is a page that reads it
 * back and posts the form again with it). A resource link is answered with a 303 to the chosen lesson or widget with a
 * signed launch session in the fragment; a deep-linking request with the picker. Every
 * refusal is a page naming the problem (4xx) and a console.warn; never a 5xx for
 * anything a request carries.
 */
import { pickerPage } from "./deep-linking-picker";
import { readFormBody } from "./form-body";
import { pageUnlessServerFault, problemPage } from "./html";
import { classResultsUrl, instructorLandingPage } from "./instructor-landing";
import { type DeepLinkingLaunch, definedOnly, type ResourceLinkLaunch } from "./launch-claims";
import { type LaunchSession, signSession } from "./launch-session";
import { type LoginStateDeps, openLoginState } from "./login-state";
import { registrationOrigins } from "./platform-config";
import { getDataPage } from "./platform-storage";
import { type LaunchProblem, problem } from "./problems";
import { teachesCourse } from "./roles";
import { type Catalog, resolveTarget } from "./targets";
import type { KeyRing } from "./tool-keys";
import { type VerifyDeps, verifyIdToken } from "./verify-id-token";

export type LaunchDeps = VerifyDeps &
  LoginStateDeps & {
    catalog: Catalog;
    keys: () => Promise<KeyRing>;
    /** Where /embed/... is served, e.g. https://lab.example.com; also the Origin the platform-storage step must post from. */
    toolOrigin: string;
    /** Where handleDeepLinkingChoice is served. */
    deepLinkingChoiceUrl: string;
    /**
     * Keeps what a resource-link launch says about its course, learner and placement (the
     * results store). A failure is logged and the launch goes on: grading upserts the same
     * again before it records an attempt.
     */
    recordLaunch?: (session: LaunchSession) => Promise<void>;
  };

/** Form posts over this are refused with 413 before any parsing (a real id_token is a few kB). */
export const MAX_LAUNCH_BYTES = 64 * 1024;
/** The fragment parameter that carries the launch session to the page. */
export const SESSION_FRAGMENT = "lti_session";

export function handleLaunch(request: Request, deps: LaunchDeps): Promise<Response> {
  return pageUnlessServerFault("launch", async () => {
    if (request.method !== "POST")
      return refuse(problem("wrong_method", 400, `the launch must be a form POST, not ${request.method}`));
    const form = await readFormBody(request, MAX_LAUNCH_BYTES);
    if (!form.ok) return refuse(problem(form.status === 413 ? "too_large" : "not_a_form", form.status, form.message));
    const error = form.params.get("error");
    if (error !== null)
      return refuse(
        problem(
          "platform_error",
          400,
          `the platform refused the login: ${error.slice(0, 200)} ${(form.params.get("error_description") ?? "").slice(0, 500)}`.trim(),
        ),
      );
    const idToken = form.params.get("id_token");
    if (!idToken) return refuse(problem("missing_id_token", 400, "the launch has no id_token"));
    const opened = await openLoginState(request, form.params, deps);
    if (opened.ok === "ask-storage")
      return getDataPage(opened.from, { id_token: idToken, state: form.params.get("state") ?? "" });
    if (!opened.ok) return refuse(opened.problem);
    const verified = await verifyIdToken(idToken, opened.state, deps);
    if (!verified.ok) return refuse(verified.problem);
    const { launch } = verified;
    return launch.messageType === "LtiResourceLinkRequest" ? openResource(launch, deps) : openPicker(launch, deps);
  });
}

async function openResource(launch: ResourceLinkLaunch, deps: LaunchDeps): Promise<Response> {
  const target = resolveTarget(launch, deps.catalog);
  if (!target.ok) return refuse(problem("unknown_target", 400, target.message));
  const session: LaunchSession = {
    platform: { issuer: launch.issuer, clientId: launch.clientId, deploymentId: launch.deploymentId },
    learner: definedOnly({ sub: launch.user.sub, name: launch.user.name, email: launch.user.email }),
    roles: launch.roles,
    resourceLink: launch.resourceLink,
    target: target.target,
    ...definedOnly({ context: launch.context, lineItem: launch.ags?.lineitem }),
  };
  await deps
    .recordLaunch?.(session)
    .catch((error: unknown) => console.warn(`[lti] launch not recorded: ${String(error)}`));
  const ring = await deps.keys();
  const nowMs = (deps.now ?? Date.now)();
  const token = await signSession("launch", session, ring, nowMs);
  const location = new URL(target.path, deps.toolOrigin);
  location.hash = `${SESSION_FRAGMENT}=${token}`;
  if (launch.context && teachesCourse(launch.roles)) {
    const context = { id: launch.context.id, ...definedOnly({ title: launch.context.title }) };
    const instructor = await signSession("instructor", { platform: session.platform, context }, ring, nowMs);
    return instructorLandingPage(location.href, classResultsUrl(deps.toolOrigin, instructor), launch.context.title);
  }
  return new Response(null, { status: 303, headers: { location: location.href, "cache-control": "no-store" } });
}

async function openPicker(launch: DeepLinkingLaunch, deps: LaunchDeps): Promise<Response> {
  if (!launch.deepLinking.acceptTypes.includes("ltiResourceLink"))
    return refuse(
      problem(
        "unaccepted_type",
        400,
        "the platform does not accept LTI resource links (ltiResourceLink) in this place",
      ),
    );
  const platform = { issuer: launch.issuer, clientId: launch.clientId, deploymentId: launch.deploymentId };
  const { returnUrl, acceptLineItem, data } = launch.deepLinking;
  // NOTE: the response page may post only to the platforms' origins (form-action, proxy.ts); say so now, not with a silently blocked form.
  const [registration] = await deps.registry.find(launch.issuer, launch.clientId);
  if (!registration || !registrationOrigins(registration).includes(new URL(returnUrl).origin))
    return refuse(
      problem(
        "return_url_origin",
        400,
        `the deep_link_return_url is on ${new URL(returnUrl).origin.slice(0, 200)}, which is not one of this platform's registered origins (add it to the registration's webOrigins)`,
      ),
    );
  return pickerPage({ platform, returnUrl, ...definedOnly({ acceptLineItem, data }) }, deps.deepLinkingChoiceUrl, deps);
}

function refuse(p: LaunchProblem): Response {
  console.warn(`[lti] launch refused (${p.code}): ${p.message}`);
  return problemPage(
    p.status,
    "This launch was refused",
    `The launch from your course could not be accepted: ${p.message}.`,
  );
}
