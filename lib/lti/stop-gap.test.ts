import { describe, expect, it } from "vitest";
import { parsePlatforms } from "./platform-config";
import { stopGapGrading } from "./stop-gap";
import { makeRegistration } from "./test-support";

const registration = makeRegistration();

describe("parsePlatforms", () => {
  it("reads a JSON array of registrations", () => {
    expect(parsePlatforms(JSON.stringify([registration]))).toEqual({ registrations: [registration] });
  });

  it.each([
    [undefined, "LTI_PLATFORMS is not set: no platform can launch the tool"],
    ["{", "LTI_PLATFORMS is not valid JSON"],
    [
      JSON.stringify([{ ...registration, deploymentIds: [] }]),
      expect.stringMatching(/^LTI_PLATFORMS: \[0.deploymentIds\]/),
    ],
    [
      JSON.stringify([{ ...registration, jwksUrl: "not a url" }]),
      expect.stringMatching(/^LTI_PLATFORMS: \[0.jwksUrl\]/),
    ],
  ])("names the problem with %s and registers no platform", (text, problem) => {
    expect(parsePlatforms(text)).toEqual({ registrations: [], problem });
  });
});

describe("stopGapGrading", () => {
  it("offers no LTI grading when no platform is configured, and one when a platform is", () => {
    expect(stopGapGrading({})).toBeUndefined();
    expect(stopGapGrading({ LTI_PLATFORMS: "[]" })).toBeUndefined();
    expect(stopGapGrading({ LTI_PLATFORMS: "not json" })).toBeUndefined();
    expect(stopGapGrading({ LTI_PLATFORMS: JSON.stringify([registration]) })).toMatchObject({
      keys: expect.any(Function),
    });
  });
});
