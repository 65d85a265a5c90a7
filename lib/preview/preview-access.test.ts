import { describe, expect, it } from "vitest";
import { decidePreviewAccess } from "./preview-access";

describe("decidePreviewAccess", () => {
  it("allows everyone in development, with or without a key", () => {
    expect(decidePreviewAccess({ nodeEnv: "development", configuredKey: undefined, givenKey: undefined })).toEqual({
      allowed: true,
      reason: "development",
    });
    expect(decidePreviewAccess({ nodeEnv: "development", configuredKey: "k", givenKey: "wrong" }).allowed).toBe(true);
  });

  it("answers 404 in production when no instructor key is configured, even if one is given", () => {
    expect(decidePreviewAccess({ nodeEnv: "production", configuredKey: undefined, givenKey: "x" })).toEqual({
      allowed: false,
      status: 404,
      reason: "not-configured",
    });
    expect(decidePreviewAccess({ nodeEnv: "production", configuredKey: "   ", givenKey: "   " }).allowed).toBe(false);
  });

  it("answers 403 in production when the key is missing or wrong", () => {
    const base = { nodeEnv: "production", configuredKey: "s3cret-key" };
    expect(decidePreviewAccess({ ...base, givenKey: undefined })).toEqual({
      allowed: false,
      status: 403,
      reason: "no-key",
    });
    expect(decidePreviewAccess({ ...base, givenKey: "" })).toMatchObject({ status: 403, reason: "no-key" });
    expect(decidePreviewAccess({ ...base, givenKey: "s3cret-kez" })).toMatchObject({
      status: 403,
      reason: "wrong-key",
    });
    expect(decidePreviewAccess({ ...base, givenKey: "s3cret-key-longer" })).toMatchObject({ status: 403 });
    expect(decidePreviewAccess({ ...base, givenKey: "s" })).toMatchObject({ status: 403 });
  });

  it("allows the configured key in production, taking the first of repeated parameters", () => {
    const base = { nodeEnv: "production", configuredKey: "s3cret-key" };
    expect(decidePreviewAccess({ ...base, givenKey: "s3cret-key" })).toEqual({ allowed: true, reason: "key" });
    expect(decidePreviewAccess({ ...base, givenKey: ["s3cret-key", "x"] }).allowed).toBe(true);
    expect(decidePreviewAccess({ ...base, givenKey: ["x", "s3cret-key"] }).allowed).toBe(false);
  });

  it("allows a valid session without a key, but judges a key given beside it", () => {
    const base = { nodeEnv: "production", configuredKey: "s3cret-key", session: true };
    expect(decidePreviewAccess({ ...base, givenKey: undefined })).toEqual({ allowed: true, reason: "session" });
    expect(decidePreviewAccess({ ...base, givenKey: "wrong" })).toMatchObject({ status: 403, reason: "wrong-key" });
    expect(decidePreviewAccess({ ...base, configuredKey: undefined, givenKey: undefined }).allowed).toBe(false);
  });

  it("treats test and unknown environments like production", () => {
    expect(decidePreviewAccess({ nodeEnv: "test", configuredKey: undefined, givenKey: undefined }).allowed).toBe(false);
    expect(decidePreviewAccess({ nodeEnv: undefined, configuredKey: "k", givenKey: undefined }).allowed).toBe(false);
  });
});
