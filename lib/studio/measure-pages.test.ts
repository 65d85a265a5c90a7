import { describe, expect, it, vi } from "vitest";
import { keySessionCookie, makeKeyEnv } from "@/lib/preview/test-support";
import { handleMeasurePages, MAX_PAGE_BYTES, type PageSizes, selfOrigin } from "./measure-pages";

const keyEnv = makeKeyEnv();
const PARTS = [
  { title: "Retries", path: "/lessons/retries" },
  { title: "Backoff", path: "/lessons/retries/backoff" },
];
// A short page, and one of 201,000 bytes: over the 200 kB raw budget though it compresses far under 25 kB.
const SMALL = "<!DOCTYPE html><p>short</p>";
const LONG = `<!DOCTYPE html>${"a".repeat(201_000 - 15)}`;

type Page = string | number | Response | (() => Promise<Response>);

function measure(options: { cookie?: string | null; pages?: Record<string, Page>; parts?: unknown } = {}) {
  const cookie = options.cookie === undefined ? keySessionCookie(keyEnv) : options.cookie;
  const fetched: string[] = [];
  const pages = options.pages ?? { "/lessons/retries": SMALL, "/lessons/retries/backoff": LONG };
  const response = handleMeasurePages(
    "retries",
    // As a proxy that ends TLS passes it on: the request's own origin is not where this server answers.
    new Request("https://lab.example/api/studio/retries/page-sizes", {
      headers: { "x-forwarded-proto": "https", ...(cookie ? { cookie } : {}) },
    }),
    {
      keyEnv,
      development: false,
      parts: async () => {
        if (options.parts instanceof Error) throw options.parts;
        return options.parts === undefined ? PARTS : (options.parts as typeof PARTS | null);
      },
      fetchPage: async (url, signal) => {
        fetched.push(url.href);
        expect(signal).toBeInstanceOf(AbortSignal);
        const page = pages[url.pathname] ?? 404;
        if (typeof page === "function") return page();
        if (page instanceof Response) return page;
        return typeof page === "number" ? new Response("nope", { status: page }) : new Response(page);
      },
    },
  );
  return { response, fetched };
}

describe("handleMeasurePages", () => {
  it("measures every page of the lesson on this server's own port over loopback, raw and gzip level 9, against the budget", async () => {
    vi.stubEnv("PORT", "3410");
    const { response, fetched } = measure();
    const answer = await response;
    vi.unstubAllEnvs();
    expect(answer.status).toBe(200);
    expect(fetched).toEqual(["http://127.0.0.1:3410/lessons/retries", "http://127.0.0.1:3410/lessons/retries/backoff"]);
    const body = (await answer.json()) as PageSizes;
    expect(body.budget).toEqual({ rawBytes: 200_000, gzipBytes: 25_000 });
    expect(body.development).toBe(false);
    expect(body.pages).toEqual([
      { ...PARTS[0], rawBytes: 27, gzipBytes: 47, within: true },
      { ...PARTS[1], rawBytes: 201_000, gzipBytes: 251, within: false },
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

  it("takes the port from PORT (next start sets it from -p too), 3000 when unset", () => {
    expect(selfOrigin({ PORT: "3100" })).toBe("http://127.0.0.1:3100");
    expect(selfOrigin({})).toBe("http://127.0.0.1:3000");
  });

  it("gives a page whose body breaks off or times out status 0, and one past the cap 413, never failing the whole answer", async () => {
    const broken = new Response(
      new ReadableStream({
        pull: (controller) => controller.error(new Error("connection reset")),
      }),
    );
    const huge = new Response(new Uint8Array(MAX_PAGE_BYTES + 1));
    const { response } = measure({ pages: { "/lessons/retries": broken, "/lessons/retries/backoff": huge } });
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as PageSizes).pages).toEqual([
      { ...PARTS[0], status: 0 },
      { ...PARTS[1], status: 413 },
    ]);
    const timedOut = measure({
      pages: { "/lessons/retries": () => Promise.reject(new DOMException("timed out", "TimeoutError")) },
    });
    expect(((await (await timedOut.response).json()) as PageSizes).pages[0]).toEqual({ ...PARTS[0], status: 0 });
  });

  it("refuses without the studio's access, and answers 404 for a lesson the site lacks and 409 for one that does not compile", async () => {
    expect((await measure({ cookie: null }).response).status).toBe(403);
    expect((await measure({ parts: null }).response).status).toBe(404);
    const broken = await measure({ parts: new Error("compile") }).response;
    expect(broken.status).toBe(409);
    expect((await broken.json()).error.message).toContain("fix its problems and save");
  });
});
