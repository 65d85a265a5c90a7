import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Frame, Page, Response } from "@playwright/test";
import { startTestPlatformServer } from "@/lib/lti/test-platform/server";
import { REPLICA_PORTS } from "../playwright.config";
import { DIST_DIR } from "../scripts/dist-dir.mjs";
import { answerAll, attemptBody, CP, rightAnswer } from "./checkpoint-support";
import { asPage } from "./embed-helpers";
import { expect, LESSON_PATH, test, wakeIsland } from "./fixtures";
import { courseUrl, EXPECTED_SCORE, launchCheckpointFrom } from "./lti-helpers";
import { freshDatabase, type Replica, startReplica } from "./replica-helpers";
import { startRoundRobinProxy } from "./round-robin-proxy";

// Two app servers over one Postgres behind a proxy without sticky sessions (docs/deploy.md,
// "Several replicas"). The tool is addressed as localhost, the platform as 127.0.0.1, as in
// playwright.config.ts.
const TOOL = `http://localhost:${REPLICA_PORTS.proxy}`;
const GRADING = /^\/api\/lessons\/[^/]+\/checkpoint$/;
const upstreamOf = (response: Response) => response.headers()["x-upstream"];
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const secret = () => randomBytes(32).toString("base64url");
// Every wait of this test has a bound of its own, under the test's: a step that hangs fails
// by its own name (the catch below adds the last step reached), never as the test's timeout.
const STEP_MS = 60_000;

/** Answers the checkpoint right in the tool's frame and resolves to the grading response. */
async function gradeInFrame(page: Page, frame: Frame): Promise<Response> {
  await answerAll(asPage(frame));
  const graded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/checkpoint"));
  await frame.locator(CP.submit).click();
  return graded;
}

/** Fails, naming `what`, if `work` has not settled within a step's bound. */
async function bounded<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${STEP_MS} ms`)), STEP_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** GETs `path` from one replica directly: status, Cache-Control and the body's hash. */
async function fetchFrom(replica: Replica, urlPath: string) {
  const response = await fetch(`http://127.0.0.1:${replica.port}${urlPath}`, { signal: AbortSignal.timeout(STEP_MS) });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    sha: sha(Buffer.from(await response.arrayBuffer())),
  };
}

test("two replicas over one Postgres, round-robin: launch on one, grading on the other, a passback queued by a killed replica delivered once by the other, pages and assets from either, also after a restart", async ({
  page,
}) => {
  test.setTimeout(300_000);
  page.setDefaultTimeout(STEP_MS);
  page.setDefaultNavigationTimeout(STEP_MS);
  const timings: string[] = [];
  const started = Date.now();
  const mark = (what: string) => timings.push(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const db = await freshDatabase();
  const platform = await startTestPlatformServer(
    {
      toolLoginUrl: `${TOOL}/api/lti/login`,
      toolLaunchUrl: `${TOOL}/api/lti/launch`,
      toolJwks: async () =>
        (
          await fetch(`http://127.0.0.1:${REPLICA_PORTS.proxy}/api/lti/jwks`, { signal: AbortSignal.timeout(STEP_MS) })
        ).json(),
    },
    REPLICA_PORTS.platform,
  );
  const proxy = await startRoundRobinProxy(
    [
      { name: "a", port: REPLICA_PORTS.a },
      { name: "b", port: REPLICA_PORTS.b },
    ],
    REPLICA_PORTS.proxy,
  );
  // What every replica shares: the database, the secrets (from the environment, as
  // docs/deploy.md requires on Postgres), the platforms and the public origin. Each has a
  // data folder of its own.
  const shared = {
    DATABASE_URL: db.url,
    CHECKPOINT_SECRET: secret(),
    LTI_REGISTRATION_KEY: secret(),
    LTI_PLATFORMS: JSON.stringify([platform.platform.registration]),
    LTI_TOOL_ORIGIN: TOOL,
  };
  const envOf = (name: string) => ({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), `replica-${name}-`)) });
  const env = { a: envOf("a"), b: envOf("b") };
  const replicas: Replica[] = [];
  const { services } = platform.platform;
  try {
    const [firstA, b] = await Promise.all([
      startReplica("a", REPLICA_PORTS.a, env.a),
      startReplica("b", REPLICA_PORTS.b, env.b),
    ]);
    let a = firstA;
    replicas.push(a, b);
    mark("both replicas healthy");

    // The launch is answered by a, the grading by b; everything else takes turns.
    proxy.pin((method, url) =>
      method !== "POST" ? undefined : url === "/api/lti/launch" ? "a" : GRADING.test(url) ? "b" : undefined,
    );
    const assets = new Map<string, string>();
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (url.origin === TOOL && url.pathname.startsWith("/_next/static/"))
        assets.set(url.pathname, `${r.status()} from ${upstreamOf(r)}`);
    });
    const launched = page.waitForResponse(
      (r) => r.url() === `${TOOL}/api/lti/launch` && r.request().method() === "POST",
    );
    const frame = await launchCheckpointFrom(
      page,
      courseUrl(platform.issuer, {
        message: "resource-link",
        custom: { slug: "error-envelope", widget: "checkpoint" },
      }),
      TOOL,
    );
    expect(upstreamOf(await launched)).toBe("a");
    await wakeIsland(frame.locator("[data-checkpoint]"));
    const first = await gradeInFrame(page, frame);
    expect(upstreamOf(first), "the grading crossed to the other replica").toBe("b");
    expect(first.status()).toBe(200);
    expect(first.request().postDataJSON()).toHaveProperty("ltiSession");
    const firstGrade = await first.json();
    expect(firstGrade.passed).toBe(true);
    // Every asset of the embed loaded through the proxy, from whichever replica had the turn.
    expect(assets.size).toBeGreaterThan(0);
    for (const [asset, answer] of assets) expect(answer, asset).toMatch(/^200 from [ab]$/);
    mark("launched on a, graded on b");

    await expect.poll(() => services.scores.length).toBe(1);
    expect(services.scores[0]?.body).toMatchObject(EXPECTED_SCORE);
    // The platform holds the score before the replica marks its row delivered: wait for the mark.
    await expect.poll(() => db.queue()).toMatchObject([{ status: "delivered", tries: 1 }]);

    // b's score token verifies on a: the replicas sign with one secret. (Without the LTI
    // session the grader counts attempts from previousToken; a foreign signature is a 400.)
    // The sheet is a new attempt drawn from a, since b spent the graded draw.
    const replicaA = `http://127.0.0.1:${REPLICA_PORTS.a}`;
    const body = await attemptBody(replicaA, rightAnswer);
    const onA = await fetch(`${replicaA}/api/lessons/error-envelope/checkpoint`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, previousToken: firstGrade.token }),
      signal: AbortSignal.timeout(STEP_MS),
    });
    expect(onA.status, await onA.clone().text()).toBe(200);

    // Attempt 2 is graded by a while the platform is down (503, Retry-After 10 s): a's try
    // fails and the score waits in the queue; a is killed there, and b delivers it.
    proxy.pin((method, url) => (method === "POST" && GRADING.test(url) ? "a" : undefined));
    services.failNextScores(1, 503, 10);
    await frame.locator(CP.retry).click();
    const second = await gradeInFrame(page, frame);
    expect(upstreamOf(second)).toBe("a");
    expect(second.status()).toBe(200);
    await expect
      .poll(async () => (await db.queue())[1], { intervals: [100] })
      .toMatchObject({ status: "pending", tries: 1, last_error: expect.stringContaining("503") });
    // The balancer drains a first: new requests go to b, and none is left half-answered at a
    // (the page's own requests after a grade, cut off by the kill, would get the proxy's 502).
    proxy.pin(() => "b");
    await expect.poll(() => proxy.busy("a")).toBe(0);
    a.stop("SIGKILL");
    mark("a killed with a passback pending");
    expect((await db.queue())[1]).toMatchObject({ status: "pending", tries: 1 });
    expect(services.scores).toHaveLength(1);
    await expect.poll(() => services.scores.length, { timeout: 60_000 }).toBe(2);
    mark("b delivered a's passback");
    expect(services.scores[1]?.body).toMatchObject(EXPECTED_SCORE);
    await expect
      .poll(() => db.queue())
      .toMatchObject([
        { status: "delivered", tries: 1 },
        { status: "delivered", tries: 2 },
      ]);
    // The first score, the refused try and the one that got through: nothing sent twice.
    expect(services.calls.scores).toBe(3);

    // a starts again, and serves what was built before: the assets the embed loaded,
    // byte for byte as b does, immutable; and the lesson pages. It also serves a file of a
    // previous deploy left in the build's static folder (docs/deploy.md, "New deploys").
    proxy.pin(() => undefined);
    const previousDeploy = path.join(DIST_DIR, "static", "chunks", `previous-deploy-${secret()}.js`);
    writeFileSync(previousDeploy, "export {};\n");
    try {
      a = await startReplica("a", REPLICA_PORTS.a, env.a);
      replicas.push(a);
      mark("a restarted");
      const kept = await fetchFrom(a, `/_next/static/chunks/${path.basename(previousDeploy)}`);
      expect(kept).toMatchObject({ status: 200, cacheControl: "public, max-age=31536000, immutable" });
    } finally {
      rmSync(previousDeploy);
    }
    for (const asset of assets.keys()) {
      const [fromA, fromB] = await Promise.all([fetchFrom(a, asset), fetchFrom(b, asset)]);
      expect(fromA, asset).toEqual(fromB);
      expect(fromA).toMatchObject({ status: 200, cacheControl: "public, max-age=31536000, immutable" });
    }
    const [lessonA, lessonB] = await Promise.all([fetchFrom(a, LESSON_PATH), fetchFrom(b, LESSON_PATH)]);
    expect(lessonA.status).toBe(200);
    expect(lessonA, "a prerendered lesson is the same page from either replica").toEqual(lessonB);

    // Through the proxy, a lesson loads, hydrates and moves to its next part by client
    // navigation (the marker would not survive a page load).
    await page.goto(`${TOOL}${LESSON_PATH}`);
    // The theme switch in the header marks itself once hydrated.
    await expect(page.locator("header [data-ready]")).toBeAttached();
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page
      .getByRole("navigation", { name: "Previous and next part" })
      .getByRole("link", { name: /Next part/ })
      .click();
    await expect(page.locator("[data-part-line]")).toContainText("Part 2");
    expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
    mark("lesson pages from both, after the restart");

    // Nothing was delivered again by the restarted replica.
    expect(services.scores).toHaveLength(2);
    expect(services.calls.scores).toBe(3);
  } catch (error) {
    for (const replica of replicas)
      console.log(`--- replica ${replica.name} output:\n${replica.output().slice(-4000)}`);
    // The failure's first line, which CI's closing list shows, names how far the test got.
    if (error instanceof Error) {
      const reached = `after "${timings.at(-1) ?? "the start"}": `;
      error.message = reached + error.message;
      if (error.stack) error.stack = reached + error.stack;
    }
    throw error;
  } finally {
    console.log(`replicas timings: ${timings.join("; ")}`);
    // The page may still be fetching (next/link prefetches) when the servers go.
    await page.close();
    for (const replica of replicas) replica.stop("SIGKILL");
    await bounded("closing the proxy", proxy.close());
    await bounded("closing the platform", platform.close());
    await bounded("dropping the database", db.drop());
    for (const { DATA_DIR } of Object.values(env)) rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
