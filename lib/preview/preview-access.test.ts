import { describe, expect, it } from "vitest";
import { decidePreviewAccess } from "./preview-access";
import { previewRefusal } from "./preview-refusal";

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

  it("treats test and unknown environments like production", () => {
    expect(decidePreviewAccess({ nodeEnv: "test", configuredKey: undefined, givenKey: undefined }).allowed).toBe(false);
    expect(decidePreviewAccess({ nodeEnv: undefined, configuredKey: "k", givenKey: undefined }).allowed).toBe(false);
  });
});

describe("previewRefusal", () => {
  const url = (href: string) => new URL(href, "http://x");
  const production = { NODE_ENV: "production", INSTRUCTOR_KEY: "k1" };

  it("answers a preview request without the right key with a 403 page that names no answer", async () => {
    const response = previewRefusal(url("/preview/deadlines-and-retries?key=nope"), production);
    expect(response?.status).toBe(403);
    expect(await response?.text()).toContain("Instructor preview: access refused");
  });

  it("refuses the studio in the same way, since it shows the answers too", () => {
    expect(previewRefusal(url("/studio/deadlines-and-retries"), production)?.status).toBe(403);
    expect(previewRefusal(url("/studio/deadlines-and-retries?key=wrong"), production)?.status).toBe(403);
    expect(previewRefusal(url("/studio/deadlines-and-retries?key=k1"), production)).toBeNull();
  });

  it("lets the right key, other paths, development and an unconfigured key through to the page", () => {
    expect(previewRefusal(url("/preview/x?key=k1"), production)).toBeNull();
    expect(previewRefusal(url("/lessons/x"), production)).toBeNull();
    expect(previewRefusal(url("/preview/x"), { NODE_ENV: "development" })).toBeNull();
    expect(previewRefusal(url("/preview/x"), { NODE_ENV: "production" })).toBeNull();
  });
});
