import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { migrationProvider } from "./migrations";
import { openStoreAt, processStore, storeTarget } from "./open-store";
import { BACKENDS } from "./test-support";

describe("storeTarget", () => {
  it("uses DATABASE_URL when set, else PGlite in the data folder's store/", () => {
    expect(storeTarget({ DATABASE_URL: "postgres://db/lab" })).toEqual({ kind: "postgres", url: "postgres://db/lab" });
    expect(storeTarget({ DATA_DIR: "/srv/lab", DATABASE_URL: " " })).toEqual({
      kind: "pglite",
      folder: path.join("/srv/lab", "store"),
    });
  });
});

describe("migrations on PGlite on disk", () => {
  it("apply to an empty data folder on the process's first open, and a second open applies none and keeps the data", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "envelope-lab-store-")), "data");
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    const first = await processStore();
    expect(processStore()).toBe(processStore());
    expect(first.applied).toEqual([
      "0001-initial",
      "0002-lti-wiring",
      "0003-stateless-login",
      "0004-classes",
      "0005-attempt-openings",
      "0006-practice-answers",
    ]);
    await first.nonces.issue("kept", new Date("2030-01-01T00:00:00Z"));
    await first.close();
    vi.unstubAllEnvs();
    const second = await openStoreAt({ kind: "pglite", folder: path.join(dataDir, "store") });
    expect(second.applied).toEqual([]);
    expect(await second.nonces.consume("kept", new Date("2029-01-01T00:00:00Z"))).toBe(true);
    await second.close();
    // NOTE: two on-disk PGlite starts (the first runs initdb and writes its files) took
    // 70 s on a 2-core machine at load 18, over the 60 s ceiling in vitest.config.ts.
  }, 180_000);
});

describe.each(BACKENDS)("migrations on $name", (backend) => {
  it("create every table on an empty database, and a second run applies none", async () => {
    const { store, dispose } = await backend.open({ empty: true });
    try {
      expect(store.applied).toEqual([
        "0001-initial",
        "0002-lti-wiring",
        "0003-stateless-login",
        "0004-classes",
        "0005-attempt-openings",
        "0006-practice-answers",
      ]);
      const tables = (await store.db.introspection.getTables()).map((t) => t.name).sort();
      expect(tables).toEqual([
        "attempt_openings",
        "attempts",
        "context_learners",
        "contexts",
        "deployments",
        "join_failures",
        "learners",
        "nonces",
        "passback_queue",
        "platforms",
        "practice_answers",
        "resource_links",
        "tool_keys",
      ]);
      const again = await new Migrator({ db: store.db, provider: migrationProvider }).migrateToLatest();
      expect(again).toEqual({ results: [] });
    } finally {
      await dispose();
    }
  });
});
