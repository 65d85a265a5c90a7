import { describe, expect, it } from "vitest";
import type { PlatformInput } from "./platforms";
import { BACKENDS, useStore } from "./test-support";

const makePlatform = (overrides: Partial<PlatformInput> = {}): PlatformInput => ({
  issuer: "https://lms.example",
  clientId: "tool-1",
  authLoginUrl: "https://lms.example/auth",
  authTokenUrl: "https://lms.example/token",
  jwksUrl: "https://lms.example/jwks",
  registeredVia: "manual",
  ...overrides,
});

describe.each(BACKENDS)("platforms on $name", (backend) => {
  const store = useStore(backend);

  it("finds a registered platform by issuer and client id", async () => {
    const registered = await store().platforms.register(makePlatform());
    expect(registered).toMatchObject({ ok: true, value: { issuer: "https://lms.example", registeredVia: "manual" } });
    expect(await store().platforms.find("https://lms.example", "tool-1")).toMatchObject({ clientId: "tool-1" });
    expect(await store().platforms.find("https://lms.example", "other")).toBeNull();
  });

  it("finds by issuer alone only when the issuer is registered once", async () => {
    await store().platforms.register(makePlatform());
    expect(await store().platforms.find("https://lms.example")).toMatchObject({ clientId: "tool-1" });
    await store().platforms.register(makePlatform({ clientId: "tool-2" }));
    expect(await store().platforms.find("https://lms.example")).toBeNull();
  });

  it("refuses a duplicate and a bad URL as results", async () => {
    await store().platforms.register(makePlatform());
    expect(await store().platforms.register(makePlatform())).toMatchObject({ ok: false, reason: "duplicate" });
    expect(await store().platforms.register(makePlatform({ jwksUrl: "not a url" }))).toMatchObject({
      ok: false,
      reason: "invalid",
      message: expect.stringContaining("jwksUrl"),
    });
  });

  it("adds a deployment once and finds it", async () => {
    const platform = await store().platforms.register(makePlatform());
    if (!platform.ok) throw new Error(platform.message);
    const first = await store().platforms.addDeployment(platform.value.id, "dep-1");
    const again = await store().platforms.addDeployment(platform.value.id, "dep-1");
    expect(again).toEqual(first);
    expect(await store().platforms.findDeployment(platform.value.id, "dep-1")).toMatchObject({
      ltiDeploymentId: "dep-1",
    });
    expect(await store().platforms.findDeployment(platform.value.id, "dep-2")).toBeNull();
    expect(await store().platforms.addDeployment(999, "dep-1")).toMatchObject({
      ok: false,
      reason: "unknown-platform",
    });
  });

  it("lists platforms with their deployment ids, and removes one with what hangs on it", async () => {
    const first = await store().platforms.register(makePlatform());
    const second = await store().platforms.register(makePlatform({ clientId: "tool-2", registeredVia: "dynamic" }));
    if (!first.ok || !second.ok) throw new Error("registration failed");
    await store().platforms.addDeployment(first.value.id, "dep-a");
    await store().platforms.addDeployment(first.value.id, "dep-b");
    expect((await store().platforms.list()).map((p) => [p.clientId, p.registeredVia, p.deploymentIds])).toEqual([
      ["tool-1", "manual", ["dep-a", "dep-b"]],
      ["tool-2", "dynamic", []],
    ]);
    expect(await store().platforms.remove("https://lms.example", "tool-1")).toBe(true);
    expect(await store().platforms.remove("https://lms.example", "tool-1")).toBe(false);
    expect(await store().platforms.findDeployment(first.value.id, "dep-a")).toBeNull();
    expect((await store().platforms.list()).map((p) => p.clientId)).toEqual(["tool-2"]);
  });
});
