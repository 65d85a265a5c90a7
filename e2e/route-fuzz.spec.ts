import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { ACTIVITIES } from "@/lib/exercise-kinds/registry";
import { publicFilePaths } from "@/lib/http/public-files";
import { KEY_SESSION_COOKIE } from "@/lib/preview/key-session";
import { isKeyedPath } from "@/lib/preview/keyed-paths";
import { INSTRUCTOR_KEY } from "../playwright.config";
import { DIST_DIR } from "../scripts/dist-dir.mjs";
import { appRouteTemplates, fillRoute, type RealValues } from "./app-routes";
import { expect, LESSON_SLUG, lessonPartPaths, test } from "./fixtures";

// Every route and method against the production build, with junk parameters and bodies:
// nothing a client sends may answer 5xx. The routes come from app/ and public/, so a new
// route is fuzzed without editing this file. NOTE: TRACE is not among the methods: Next
// answers it 500 on every path before any code of the app runs (its proxy adapter builds a
// fetch Request, which refuses the method), the limit e2e/api-errors.spec.ts holds to.

type Shot = { method: string; path: string; type?: string; body?: string | Buffer; cookie?: string };

/** Real values for the dynamic segments; every other one is filled with "x". */
const REAL: RealValues = {
  slug: LESSON_SLUG,
  // Every kind's grading endpoint, as the registry names them.
  activity: ACTIVITIES,
  part:
    lessonPartPaths()
      .find((p) => p.split("/").length === 4)
      ?.split("/")[3] ?? "x",
  table: "overview",
  path: "no/such/api",
};
/** A bad percent-escape, an encoded NUL and climb, and a segment far longer than any id. */
const JUNK = ["%zz", "x%00%2F..%2F..%2Fetc", "y".repeat(2000)];

const BODIES = [
  { type: "application/json", body: "{}" },
  { type: "application/json", body: '{"placements":' },
  { type: "application/x-www-form-urlencoded", body: "a=%zz&id_token=x.y.z&b" },
  { type: "multipart/form-data; boundary=x", body: "--x\r\njunk" },
  { type: "application/octet-stream", body: randomBytes(200 * 1024) },
];

/**
 * Each method once without a body, POST with every body, PUT and PATCH with one each. A
 * page reads no JSON, so it gets the bodies that Next itself looks into (a form, a
 * multipart body) and the large one: each shot at a page renders it, the suite's cost.
 */
function shotsFor(url: string, cookie?: string): Shot[] {
  const plain = ["GET", "HEAD", "OPTIONS", "DELETE", "PROPFIND"].map((method) => ({ method, path: url }));
  const bodies = url.startsWith("/api/") ? BODIES : BODIES.slice(2);
  const posts = bodies.map((body) => ({ method: "POST", path: url, ...body }));
  const others = [
    { method: "PUT", path: url, type: "application/json; charset=utf-16", body: "null" },
    { method: "PATCH", path: url, ...BODIES[2] },
  ];
  return [...plain, ...posts, ...others].map((shot) => ({ ...shot, cookie }));
}

const FORGED = `${KEY_SESSION_COOKIE}=4102444800.forged`;

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** Sends one request; resolves with its status (or the error when the connection failed) and cookies set. */
function send(base: URL, shot: Shot): Promise<{ status: number | string; setCookie?: string[] }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {};
    if (shot.type) headers["content-type"] = shot.type;
    if (shot.body !== undefined) headers["content-length"] = Buffer.byteLength(shot.body);
    if (shot.cookie) headers.cookie = shot.cookie;
    const req = httpRequest(
      { agent, host: base.hostname, port: base.port, method: shot.method, path: shot.path, headers, timeout: 60_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers["set-cookie"] }));
        res.on("error", (error) => resolve({ status: String(error) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in 60 s")));
    req.on("error", (error) => resolve({ status: String(error) }));
    req.end(shot.body);
  });
}

/** Sends every shot, `parallel` at a time; returns those answered 5xx or not answered. */
async function fire(base: URL, shots: Shot[], parallel = 4): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < shots.length) {
      const shot = shots[next++] as Shot;
      const { status } = await send(base, shot);
      if (typeof status !== "number" || status >= 500)
        failed.push(`${status} ${shot.method} ${shot.path.slice(0, 120)} ${shot.type ?? ""}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}

test("no route answers 5xx to any method, parameter or body", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const base = new URL(baseURL ?? "");
  const chunks = readdirSync(path.join(DIST_DIR, "static", "chunks")).filter((name) => name.endsWith(".js"));
  const urls = [
    ...appRouteTemplates().flatMap((template) => fillRoute(template, REAL, JUNK)),
    ...publicFilePaths(path.join(process.cwd(), "public")),
    `/_next/static/chunks/${chunks[0]}`,
    "/_next/static/no-such-file.js",
    "/no-such-page",
  ];
  // The instructor key's addresses again with the session traded for the key, and with a
  // forged one; not the retry route, whose POST changes the queue other specs read.
  const traded = await send(base, { method: "GET", path: `/instructor?key=${INSTRUCTOR_KEY}` });
  const session = traded.setCookie?.[0]?.split(";")[0];
  expect(session, "the key is traded for a session").toMatch(new RegExp(`^${KEY_SESSION_COOKIE}=`));
  const keyed = urls.filter((url) => isKeyedPath(url) && !url.endsWith("/retry-passbacks"));
  const shots = [
    ...urls.flatMap((url) => shotsFor(url)),
    // A keyed page renders in full for the session whatever the method (seconds each on a
    // busy machine), and every method has met it above: here a few, the bodies it may read.
    ...keyed.flatMap((url) =>
      url.startsWith("/api/")
        ? shotsFor(url, session)
        : [
            { method: "GET" },
            { method: "PROPFIND" },
            { method: "POST", ...BODIES[2] },
            { method: "POST", ...BODIES[4] },
          ].map((shot) => ({ ...shot, path: url, cookie: session })),
    ),
    ...keyed.flatMap((url) => [
      { method: "GET", path: url, cookie: FORGED },
      { method: "POST", path: url, cookie: FORGED, ...BODIES[0] },
    ]),
    // Query strings that do not decode, a path longer than any page's, a doubled slash, a method no parser knows.
    ...urls.map((url) => ({ method: "GET", path: `${url}?key=%zz&session=%zz&tool=%zz&_rsc=%e0%a4` })),
    { method: "GET", path: `/lessons/${"a".repeat(8000)}` },
    { method: "GET", path: "//lessons" },
    { method: "FOO", path: "/" },
  ];
  const started = Date.now();
  const failed = await fire(base, shots);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`route fuzz: ${shots.length} requests to ${urls.length} addresses in ${seconds} s, ${failed.length} 5xx`);
  expect(failed).toEqual([]);
});
