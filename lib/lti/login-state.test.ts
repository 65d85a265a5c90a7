import { describe, expect, it, vi } from "vitest";
import { handleLaunch } from "./launch";
import { signSession, verifySession } from "./launch-session";
import { handleLogin } from "./login";
import { formRequest } from "./test-platform/auto-post";
import { createPlatformStorage } from "./test-platform/storage";
import { makeBrowser, makeHarness, pageText, playStoragePage, TOOL } from "./test-support";
import { generateToolKey } from "./tool-keys";

vi.spyOn(console, "warn").mockImplementation(() => {});
const LINK = { message: "resource-link", custom: { slug: "error-envelope" } } as const;
const h = await makeHarness();
const launch = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  handleLaunch(formRequest(TOOL.launch, fields, headers), h.launch);

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/text\/html/);
  expect(await pageText(response)).toMatch(message);
}

describe("the launch's state", () => {
  it("is refused when changed by a single character", async () => {
    const form = await h.launchForm(LINK);
    const state = form.fields.state ?? "";
    const at = state.indexOf(".") + 5;
    const tampered = state.slice(0, at) + (state[at] === "A" ? "B" : "A") + state.slice(at + 1);
    await expectRefused(
      await launch({ ...form.fields, state: tampered }),
      401,
      /the launch's state is not one this tool issued, or it was changed/,
    );
  });

  it("is refused when signed with any key but this tool's, even naming a real login", async () => {
    const form = await h.launchForm(LINK);
    const claims = await verifySession("login", form.fields.state, await h.keys());
    const forged = await signSession("login", claims ?? ({} as never), { current: await generateToolKey() });
    await expectRefused(await launch({ ...form.fields, state: forged }), 401, /not one this tool issued/);
  });

  it("is refused 10 minutes after the login, with a page saying it expired", async () => {
    let now = Date.now();
    const timed = await makeHarness({ now: () => now });
    const form = await timed.launchForm(LINK);
    now += 10 * 60 * 1000;
    const response = await handleLaunch(formRequest(TOOL.launch, form.fields), timed.launch);
    await expectRefused(response, 401, /the launch's state has expired \(a login lasts 10 minutes\)/);
  });

  it("works from any app server: nothing but the tool's keys is needed to open it", async () => {
    const form = await h.launchForm(LINK);
    const elsewhere = { ...h.launch, nonces: (await makeHarness()).launch.nonces };
    expect((await handleLaunch(formRequest(TOOL.launch, form.fields), elsewhere)).status).toBe(303);
  });
});

describe("the browser cookie", () => {
  it("lets the browser that started the login finish it", async () => {
    const browser = makeBrowser();
    expect((await h.launchWith(LINK, browser)).status).toBe(303);
    expect(browser.cookie).toMatch(/^__Host-lti-browser=/);
  });

  it("refuses a state that comes back to another browser, whose own cookie does not match", async () => {
    const [started, other] = [makeBrowser(), makeBrowser()];
    await h.launchWith(LINK, other);
    const form = await h.launchForm(LINK, started);
    await expectRefused(
      await launch(form.fields, other.headers()),
      401,
      /came back to another browser than the one that started the login \(its login cookie does not match\)/,
    );
  });

  it("refuses a launch without the cookie when the login saw it already", async () => {
    const browser = makeBrowser();
    await h.launchWith(LINK, browser);
    const form = await h.launchForm(LINK, browser);
    await expectRefused(
      await launch(form.fields),
      401,
      /without the login cookie the browser that started the login had/,
    );
    expect((await launch(form.fields, browser.headers())).status).toBe(303);
  });

  it("is not needed by a browser that keeps no cookie (the framed tool where third-party cookies are blocked)", async () => {
    expect((await h.launchWith(LINK)).status).toBe(303);
  });
});

describe("the platform-storage step", () => {
  const OFFERED = { lti_storage_target: "_parent" };

  /** Login with platform storage offered → the put page played against `storage` → the launch form. */
  async function storedLogin(storage: ReturnType<typeof createPlatformStorage>, browser = makeBrowser()) {
    const page = await handleLogin(
      new Request(h.platform.loginUrl(LINK, OFFERED), { headers: browser.headers() }),
      h.login,
    );
    expect(page.status).toBe(200);
    browser.keep(page);
    return h.authorize(playStoragePage(await page.text(), storage, TOOL.origin).next);
  }

  it("reads the value back through the tool's own page, then opens the activity", async () => {
    const storage = createPlatformStorage();
    const form = await storedLogin(storage);
    const page = await launch(form.fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/lti-platform-storage.js">']);
    const played = playStoragePage(html, storage, TOOL.origin);
    expect(played.data).toMatchObject({ subject: "lti.get_data", target: "_parent", origin: "https://lms.test" });
    expect(played.fields).toMatchObject({ id_token: form.fields.id_token, state: form.fields.state });
    expect((await launch(played.fields, { origin: TOOL.origin })).status).toBe(303);
  });

  it("refuses the launch when the platform's storage (another browser's) does not hold the login's value", async () => {
    const form = await storedLogin(createPlatformStorage("forget"));
    const played = playStoragePage(await (await launch(form.fields)).text(), createPlatformStorage(), TOOL.origin);
    expect(played.fields.lti_storage_value).toBe("");
    await expectRefused(
      await launch(played.fields, { origin: TOOL.origin }),
      401,
      /the course platform's storage does not hold this login's value/,
    );
  });

  it("refuses a value posted from a page that is not the tool's", async () => {
    const storage = createPlatformStorage();
    const form = await storedLogin(storage);
    const played = playStoragePage(await (await launch(form.fields)).text(), storage, TOOL.origin);
    await expectRefused(
      await launch(played.fields, { origin: "https://evil.example" }),
      403,
      /the platform storage check was not posted by the tool's own page/,
    );
  });

  it("is skipped when the browser's cookie came back and matched", async () => {
    const browser = makeBrowser();
    const form = await storedLogin(createPlatformStorage(), browser);
    expect((await launch(form.fields, browser.headers())).status).toBe(303);
  });

  it("falls back to a state that needs no stored value when the platform does not keep it", async () => {
    const refusing = { answer: () => ({ subject: "lti.put_data.response", error: { code: "denied" } }) };
    const page = await handleLogin(new Request(h.platform.loginUrl(LINK, OFFERED)), h.login);
    const form = await h.authorize(playStoragePage(await page.text(), refusing, TOOL.origin).next);
    expect((await launch(form.fields)).status).toBe(303);
  });
});
