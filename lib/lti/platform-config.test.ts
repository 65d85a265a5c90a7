import { describe, expect, it } from "vitest";
import { parsePlatforms, platformOrigins, registrationOrigins } from "./platform-config";
import { makeRegistration } from "./test-support";

const registration = makeRegistration;

describe("registrationOrigins", () => {
  it("names the issuer's and the authorization endpoint's origins, then the listed web origins", () => {
    expect(registrationOrigins(registration({ webOrigins: ["https://school.instructure.com/courses/1"] }))).toEqual([
      "https://canvas.instructure.com",
      "https://sso.canvaslms.com",
      "https://school.instructure.com",
    ]);
  });

  it("leaves out an issuer that is not an http(s) URL", () => {
    expect(registrationOrigins(registration({ issuer: "urn:lms:1" }))).toEqual(["https://sso.canvaslms.com"]);
  });
});

describe("platformOrigins", () => {
  it("joins every registration's origins without duplicates", () => {
    const moodle = registration({
      issuer: "https://moodle.test",
      authEndpoint: "https://moodle.test/mod/lti/auth.php",
    });
    expect(platformOrigins([registration(), moodle, registration()])).toEqual([
      "https://canvas.instructure.com",
      "https://sso.canvaslms.com",
      "https://moodle.test",
    ]);
  });
});

describe("parsePlatforms", () => {
  const one = registration();
  it("reads a JSON array of registrations", () => {
    expect(parsePlatforms(JSON.stringify([one]))).toEqual({ registrations: [one] });
  });

  it.each([
    [undefined, "LTI_PLATFORMS is not set: no platform can launch the tool"],
    ["{", "LTI_PLATFORMS is not valid JSON"],
    [JSON.stringify([{ ...one, deploymentIds: [] }]), expect.stringMatching(/^LTI_PLATFORMS: \[0.deploymentIds\]/)],
    [JSON.stringify([{ ...one, jwksUrl: "not a url" }]), expect.stringMatching(/^LTI_PLATFORMS: \[0.jwksUrl\]/)],
  ])("names the problem with %s and registers no platform", (text, problem) => {
    expect(parsePlatforms(text)).toEqual({ registrations: [], problem });
  });
});
