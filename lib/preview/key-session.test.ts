import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  decideKeyAccess,
  KEY_SESSION_COOKIE,
  KEY_SESSION_SECONDS,
  KEY_SESSION_SECRET_FILE,
  keyExchange,
  keySessionOf,
  processKeyEnv,
  signKeySession,
} from "./key-session";
import { previewRefusal } from "./preview-refusal";
import { makeKeyEnv } from "./test-support";

const env = makeKeyEnv();
const url = (href: string) => new URL(href, "http://lab.test");
const cookieValue = (response: Response | null) =>
  /^instructor_session=([^;]+)/.exec(response?.headers.get("set-cookie") ?? "")?.[1];

describe("keyExchange", () => {
  it("trades the right key for a session cookie and a 303 to the same address without the key", () => {
    const response = keyExchange("GET", url("/studio/lesson-one?key=k1&tab=match"), env);
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("http://lab.test/studio/lesson-one?tab=match");
    expect(response?.headers.get("set-cookie")).toBe(
      `${KEY_SESSION_COOKIE}=${signKeySession(env)}; Path=/; Max-Age=${KEY_SESSION_SECONDS}; HttpOnly; SameSite=Lax`,
    );
    expect(decideKeyAccess({ session: cookieValue(response) }, env)).toEqual({ allowed: true, reason: "session" });
  });

  it("marks the cookie Secure over https, and trades on HEAD and on every keyed address", () => {
    expect(keyExchange("GET", new URL("https://lab.test/preview/x?key=k1"), env)?.headers.get("set-cookie")).toMatch(
      /; Secure$/,
    );
    for (const href of ["/preview/x?key=k1", "/instructor?key=k1", "/instructor/csv/overview?key=k1"])
      expect(keyExchange("HEAD", url(href), env)?.status, href).toBe(303);
  });

  it("trades nothing for a wrong or empty key, another method, another address, or in next dev", () => {
    expect(keyExchange("GET", url("/preview/x?key=nope"), env)).toBeNull();
    expect(keyExchange("GET", url("/preview/x?key="), env)).toBeNull();
    expect(keyExchange("POST", url("/instructor/retry-passbacks?key=k1"), env)).toBeNull();
    expect(keyExchange("GET", url("/lessons/x?key=k1"), env)).toBeNull();
    expect(keyExchange("GET", url("/preview/x?key=k1"), makeKeyEnv({ nodeEnv: "development" }))).toBeNull();
  });
});

describe("the key's session", () => {
  it("lasts two hours, and ends when the key changes", () => {
    const session = signKeySession(env);
    const at = (ms: number) => makeKeyEnv({ nowMs: () => Date.parse("2026-12-01T20:00:00Z") + ms });
    expect(decideKeyAccess({ session }, at(KEY_SESSION_SECONDS * 1000 - 1000)).allowed).toBe(true);
    expect(decideKeyAccess({ session }, at(KEY_SESSION_SECONDS * 1000)).allowed).toBe(false);
    expect(decideKeyAccess({ session }, makeKeyEnv({ configuredKey: "k2" })).allowed).toBe(false);
  });

  it("refuses a value that is forged, cut, stretched or not a session at all", () => {
    const session = signKeySession(env);
    const [expires] = session.split(".");
    const forged = [
      `${session.slice(0, -2)}AA`,
      session.slice(0, -1),
      `${Number(expires) + 3600}.${session.split(".")[1]}`,
      `${session}.x`,
      "",
      "k1",
      "x".repeat(5000),
    ];
    for (const value of forged) expect(decideKeyAccess({ session: value }, env), value).toMatchObject({ status: 403 });
    expect(
      decideKeyAccess({ session: signKeySession(makeKeyEnv({ secret: () => "another-secret" })) }, env).allowed,
    ).toBe(false);
  });

  it("reads its cookie out of a request's Cookie header", () => {
    const request = new Request("http://x/", { headers: { cookie: `a=1; ${KEY_SESSION_COOKIE}=v.w=; b=2` } });
    expect(keySessionOf(request)).toBe("v.w=");
    expect(keySessionOf(new Request("http://x/"))).toBeUndefined();
  });

  it("is signed with a secret generated into the data folder, readable by its owner only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "key-session-"));
    const server = processKeyEnv({ NODE_ENV: "production", INSTRUCTOR_KEY: "k1", DATA_DIR: dir });
    const session = signKeySession(server);
    const file = path.join(dir, KEY_SESSION_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(
      decideKeyAccess({ session }, processKeyEnv({ NODE_ENV: "production", INSTRUCTOR_KEY: "k1", DATA_DIR: dir })),
    ).toMatchObject({ allowed: true });
  });
});

describe("the session's secret where app servers share a Postgres", () => {
  const shared = { NODE_ENV: "production", INSTRUCTOR_KEY: "k1", DATABASE_URL: "postgres://db/lab" };

  it("is INSTRUCTOR_SESSION_SECRET, so a session one server signed holds on every other", () => {
    const secret = "s".repeat(43);
    const one = processKeyEnv({
      ...shared,
      INSTRUCTOR_SESSION_SECRET: secret,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "a-")),
    });
    const other = processKeyEnv({
      ...shared,
      INSTRUCTOR_SESSION_SECRET: secret,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "b-")),
    });
    expect(decideKeyAccess({ session: signKeySession(one) }, other)).toMatchObject({ allowed: true });
  });

  it("is never generated there: each server would sign with its own", () => {
    const server = processKeyEnv({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), "key-session-")) });
    expect(() => signKeySession(server)).toThrow(/INSTRUCTOR_SESSION_SECRET is not set, and DATABASE_URL is/);
  });
});

describe("previewRefusal", () => {
  it("answers a preview request with a wrong key, or without key and session, with a 403 page that names no answer", async () => {
    const wrong = previewRefusal(url("/preview/deadlines-and-retries?key=nope"), undefined, env);
    expect(wrong?.status).toBe(403);
    expect(await wrong?.text()).toContain("not this deployment&#39;s instructor key");
    const none = previewRefusal(url("/studio/deadlines-and-retries"), undefined, env);
    expect(none?.status).toBe(403);
    expect(await none?.text()).toContain("Instructor preview: access refused");
  });

  it("lets a session, other paths, development and an unconfigured key through to the page", () => {
    expect(previewRefusal(url("/preview/x"), signKeySession(env), env)).toBeNull();
    expect(previewRefusal(url("/studio/x"), signKeySession(env), env)).toBeNull();
    expect(previewRefusal(url("/lessons/x"), undefined, env)).toBeNull();
    expect(previewRefusal(url("/preview/x"), undefined, makeKeyEnv({ nodeEnv: "development" }))).toBeNull();
    expect(previewRefusal(url("/preview/x"), undefined, makeKeyEnv({ configuredKey: undefined }))).toBeNull();
  });
});
