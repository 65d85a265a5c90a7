import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it, vi } from "vitest";
import { CLAIM } from "./claims";
import { handleDeepLinkingChoice } from "./deep-linking-picker";
import { formRequest, readAutoPostForm } from "./test-platform/auto-post";
import { makeHarness, pageText, TOOL } from "./test-support";
import { publicJwks } from "./tool-keys";

vi.spyOn(console, "warn").mockImplementation(() => {});
const h = await makeHarness();

/** Deep-linking launch → picker → the instructor's choice → the tool's answer. */
async function choose(choice: string, edit: (session: string) => string = (s) => s): Promise<Response> {
  const picker = await h.launchWith({ message: "deep-linking" });
  const session = /name="session" value="([^"]+)"/.exec(await picker.text())?.[1] ?? "";
  return handleDeepLinkingChoice(formRequest(TOOL.choice, { session: edit(session), choice }), h.picker);
}

async function returnedJwt(response: Response) {
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<button type="submit">Continue<\/button>/);
  const form = readAutoPostForm(html);
  expect(form.action).toBe(h.platform.urls.deepLinkReturn);
  return { form, jwt: form.fields.JWT ?? "" };
}

describe("the deep-linking response", () => {
  it("verifies with the tool's public JWKS and carries every required claim, a line item and the platform's data", async () => {
    const { jwt } = await returnedJwt(await choose("error-envelope/checkpoint"));
    const ring = await h.keys();
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "RS256", kid: ring.current.kid });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(publicJwks(ring)), {
      issuer: h.platform.clientId,
      audience: h.platform.issuer,
      requiredClaims: ["iat", "exp", "nonce"],
    });
    expect(payload[CLAIM.messageType]).toBe("LtiDeepLinkingResponse");
    expect(payload[CLAIM.version]).toBe("1.3.0");
    expect(payload[CLAIM.deploymentId]).toBe(h.platform.deploymentId);
    expect(payload[CLAIM.deepLinkingData]).toBe("opaque-platform-data-7");
    expect(payload[CLAIM.contentItems]).toEqual([
      {
        type: "ltiResourceLink",
        title: "The error envelope: checkpoint",
        url: `${TOOL.origin}/embed/error-envelope/checkpoint`,
        custom: { slug: "error-envelope", widget: "checkpoint" },
        lineItem: {
          scoreMaximum: 100,
          label: "The error envelope: checkpoint",
          resourceId: "error-envelope/checkpoint",
        },
      },
    ]);
  });

  it("is accepted by the platform's return URL, and gives a whole lesson no line item", async () => {
    const { form } = await returnedJwt(await choose("error-envelope"));
    const answer = await h.platform.handle(formRequest(form.action, form.fields));
    expect(answer.status).toBe(200);
    const linked = h.platform.services.deepLinks.at(-1) as Record<string, unknown>;
    expect(linked[CLAIM.contentItems]).toEqual([
      expect.objectContaining({ custom: { slug: "error-envelope" }, url: `${TOOL.origin}/embed/error-envelope` }),
    ]);
    expect(linked[CLAIM.contentItems]).toEqual([expect.not.objectContaining({ lineItem: expect.anything() })]);
  });

  it.each(["match", "kata"])("gives a single %s a line item", async (widget) => {
    const { form } = await returnedJwt(await choose(`error-envelope/${widget}`));
    await h.platform.handle(formRequest(form.action, form.fields));
    const items = (h.platform.services.deepLinks.at(-1) as Record<string, unknown>)[CLAIM.contentItems];
    expect(items).toMatchObject([{ lineItem: { scoreMaximum: 100, resourceId: `error-envelope/${widget}` } }]);
  });

  it("gives the ungraded sandbox no line item", async () => {
    const { form } = await returnedJwt(await choose("error-envelope/sandbox"));
    await h.platform.handle(formRequest(form.action, form.fields));
    const items = (h.platform.services.deepLinks.at(-1) as Record<string, unknown>)[CLAIM.contentItems];
    expect(items).toEqual([expect.not.objectContaining({ lineItem: expect.anything() })]);
  });

  it("refuses an edited session and a choice that is not in the catalog", async () => {
    const edited = await choose("error-envelope", (s) => `${s.slice(0, -4)}AAAA`);
    expect([edited.status, await pageText(edited)]).toEqual([
      401,
      expect.stringMatching(/deep-linking session is not valid/),
    ]);
    const unknown = await choose("other-lesson/match");
    expect([unknown.status, await pageText(unknown)]).toEqual([
      400,
      expect.stringMatching(/there is no lesson called "other-lesson"/),
    ]);
  });
});
