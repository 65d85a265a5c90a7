import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { keySessionCookie, makeKeyEnv } from "@/lib/preview/test-support";
import { handleMeasurePages, type PageSizes } from "./measure-pages";

const keyEnv = makeKeyEnv();
const PARTS = [
  { title: "Retries", path: "/lessons/retries" },
  { title: "Backoff", path: "/lessons/retries/backoff" },
];
// A short page, and one of 201,000 bytes: over the 200 kB raw budget though it compresses far under 25 kB.
const SMALL = "<!DOCTYPE html><p>short</p>";
const LONG = `<!DOCTYPE html>${"a".repeat(201_000 - 15)}`;

function measure(options: { cookie?: string | null; pages?: Record<string, string | number>; parts?: unknown } = {}) {
  const cookie = options.cookie === undefined ? keySessionCookie(keyEnv) : options.cookie;
  const fetched: string[] = [];
  const pages = options.pages ?? { "/lessons/retries": SMALL, "/lessons/retries/backoff": LONG };
  const response = handleMeasurePages(
    "retries",
    new Request("http://127.0.0.1:3410/api/studio/retries/page-sizes", { headers: cookie ? { cookie } : {} }),
    {
      keyEnv,
      development: false,
      parts: async () => {
        if (options.parts instanceof Error) throw options.parts;
        return options.parts === undefined ? PARTS : (options.parts as typeof PARTS | null);
      },
      fetchPage: async (url) => {
        fetched.push(url.href);
        const page = pages[url.pathname] ?? 404;
        return typeof page === "number" ? new Response("nope", { status: page }) : new Response(page);
      },
    },
  );
  return { response, fetched };
}

describe("handleMeasurePages", () => {
  it("measures every page of the lesson on the server asked, raw and gzip level 9, against the budget", async () => {
    const { response, fetched } = measure();
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(fetched).toEqual(["http://127.0.0.1:3410/lessons/retries", "http://127.0.0.1:3410/lessons/retries/backoff"]);
    const body = (await answer.json()) as PageSizes;
    expect(body.budget).toEqual({ rawBytes: 200_000, gzipBytes: 25_000 });
    expect(body.development).toBe(false);
    expect(body.pages).toEqual([
      {
        ...PARTS[0],
        rawBytes: SMALL.length,
        gzipBytes: gzipSync(SMALL, { level: 9 }).length,
        within: true,
      },
      { ...PARTS[1], rawBytes: 201_000, gzipBytes: gzipSync(LONG, { level: 9 }).length, within: false },
    ]);
  });

  it("lists a page that is not served with its status (a part saved but not built), and one not reached as 0", async () => {
    const { response } = measure({ pages: { "/lessons/retries": 500 } });
    const body = (await (await response).json()) as PageSizes;
    expect(body.pages).toEqual([
      { ...PARTS[0], status: 500 },
      { ...PARTS[1], status: 404 },
    ]);
  });

  it("refuses without the studio's access, and answers 404 for a lesson the site lacks and 409 for one that does not compile", async () => {
    expect((await measure({ cookie: null }).response).status).toBe(403);
    expect((await measure({ parts: null }).response).status).toBe(404);
    const broken = await measure({ parts: new Error("compile") }).response;
    expect(broken.status).toBe(409);
    expect((await broken.json()).error.message).toContain("fix its problems and save");
  });
});
