import { describe, expect, it, vi } from "vitest";
import type { AccessDeps } from "./access";
import type { ClassResults } from "./class-results";
import { buildDashboard } from "./dashboard-model";
import { csvHref, handleCsv } from "./handle-csv";

const access: AccessDeps = { nodeEnv: "production", configuredKey: "k1", keys: async () => null };
const results: ClassResults = {
  scope: { kind: "all" },
  attempts: [
    { slug: "lesson-a", widget: "match", learnerId: 1, score: 1, max: 8, passed: false, answers: {}, verdicts: [] },
  ],
  passbacks: [],
};
const load = vi.fn(async () =>
  buildDashboard(results, () => ({ title: "=cmd|' /C calc'!A0", checkpoint: null, match: null, kataRules: null })),
);
const get = (path: string) =>
  handleCsv(new Request(`http://x${path}`), path.split("/")[3]?.split("?")[0] ?? "", { access, load });

describe("handleCsv", () => {
  it("answers a table as an attachment with a safe name and formula-neutralised cells", async () => {
    const response = await get("/instructor/csv/overview?key=k1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="envelope-lab-overview.csv"');
    expect(await response.text()).toBe(
      "Activity,Attempts,Learners,Learners passed,Pass rate\r\n'=cmd|' /C calc'!A0: match,1,1,0,0%\r\n",
    );
  });

  it("refuses a missing key with the refusal page before reading anything", async () => {
    load.mockClear();
    const response = await get("/instructor/csv/overview");
    expect(response.status).toBe(403);
    expect(load).not.toHaveBeenCalled();
  });

  it("answers 400 for a name that is not a table id and 404 naming the tables for an unknown one", async () => {
    expect((await get("/instructor/csv/..%2Fetc?key=k1")).status).toBe(400);
    const missing = await get("/instructor/csv/nope?key=k1");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Tables now: overview, lesson-a-match-scores, passbacks");
  });

  it("answers 503, not 500, when the store fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { access, load: async () => Promise.reject(new Error("store down")) };
    const response = await handleCsv(new Request("http://x/instructor/csv/overview?key=k1"), "overview", failing);
    expect(response.status).toBe(503);
  });
});

describe("csvHref", () => {
  it("carries the session, else the key, in the query", () => {
    expect(csvHref("overview", { session: "a.b.c", key: "k" })).toBe("/instructor/csv/overview?session=a.b.c");
    expect(csvHref("passbacks", { session: undefined, key: "k 1" })).toBe("/instructor/csv/passbacks?key=k+1");
    expect(csvHref("overview", { session: undefined, key: undefined })).toBe("/instructor/csv/overview");
  });
});
