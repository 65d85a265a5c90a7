import { describe, expect, it, vi } from "vitest";
import { keySessionCookie, makeKeyEnv } from "@/lib/preview/test-support";
import type { AccessDeps } from "./access";
import type { ClassResults } from "./class-results";
import { buildDashboard } from "./dashboard-model";
import { csvHref, handleCsv } from "./handle-csv";

const access: AccessDeps = { keyEnv: makeKeyEnv(), keys: async () => null };
const withSession = { headers: { cookie: keySessionCookie() } };
const results: ClassResults = {
  scope: { kind: "all" },
  practice: [],
  attempts: [
    {
      slug: "lesson-a",
      widget: "match",
      learnerId: 1,
      learnerName: null,
      score: 1,
      max: 8,
      passed: false,
      answers: {},
      verdicts: [],
      createdAt: new Date("2026-01-01T10:00:00Z"),
      openedAt: null,
    },
  ],
  passbacks: [],
};
const load = vi.fn(async () =>
  buildDashboard(results, () => ({
    title: "=cmd|' /C calc'!A0",
    checkpoint: null,
    match: null,
    kataRules: null,
    drawnConcepts: {},
  })),
);
const get = (path: string, init: RequestInit = withSession) =>
  handleCsv(new Request(`http://x${path}`, init), path.split("/")[3]?.split("?")[0] ?? "", { access, load });

describe("handleCsv", () => {
  it("answers a table as an attachment with a safe name and formula-neutralised cells", async () => {
    const response = await get("/instructor/csv/overview");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="envelope-lab-overview.csv"');
    expect(await response.text()).toBe(
      "Activity,Attempts,Learners,Learners passed,Pass rate,First attempt average,Best attempt average\r\n'=cmd|' /C calc'!A0: match,1,1,0,0%,13%,13%\r\n",
    );
  });

  it("refuses without a key session, even with the key in the query, before reading anything", async () => {
    load.mockClear();
    expect((await get("/instructor/csv/overview", {})).status).toBe(403);
    expect((await get("/instructor/csv/overview?key=k1", {})).status).toBe(403);
    expect(load).not.toHaveBeenCalled();
  });

  it("answers 400 for a name that is not a table id and 404 naming the tables for an unknown one", async () => {
    expect((await get("/instructor/csv/..%2Fetc")).status).toBe(400);
    const missing = await get("/instructor/csv/nope");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Tables now: overview, gradebook, lesson-a-match-scores, passbacks");
  });

  it("passes the date range on to the loader, and answers 400 saying what to write for a bad one", async () => {
    load.mockClear();
    expect((await get("/instructor/csv/overview?from=2026-01-01&to=2026-01-31")).status).toBe(200);
    expect(load).toHaveBeenLastCalledWith({ kind: "all" }, { from: "2026-01-01", to: "2026-01-31" });
    const bad = await get("/instructor/csv/overview?from=31/01/2026");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(
      "The date filter cannot be read: “from” must be a date written YYYY-MM-DD, e.g. 2026-01-31.\n",
    );
  });

  it("answers 503, not 500, when the store fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { access, load: async () => Promise.reject(new Error("store down")) };
    const response = await handleCsv(new Request("http://x/instructor/csv/overview", withSession), "overview", failing);
    expect(response.status).toBe(503);
  });
});

describe("csvHref", () => {
  it("carries a launch session in the query, and never a key", () => {
    expect(csvHref("overview", { session: "a.b.c", keySession: "k" })).toBe("/instructor/csv/overview?session=a.b.c");
    expect(csvHref("passbacks", { session: undefined, keySession: "k", key: "k1" })).toBe("/instructor/csv/passbacks");
    expect(csvHref("overview", { session: "a.b.c", keySession: undefined }, { from: null, to: "2026-01-31" })).toBe(
      "/instructor/csv/overview?session=a.b.c&to=2026-01-31",
    );
  });
});
