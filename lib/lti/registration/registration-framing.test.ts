import { describe, expect, it } from "vitest";
import { registrationFramers } from "./registration-framing";

const at = (path: string) => new URL(path, "https://lab.test");

describe("registrationFramers", () => {
  it("lets the LMS named by openid_configuration frame the registration page", () => {
    const url = at(
      "/api/lti/register/key?openid_configuration=https%3A%2F%2Flms.example%2Flti%2Fconfig&registration_token=t",
    );
    expect(registrationFramers(url)).toEqual(["https://lms.example"]);
  });

  it("names nobody for other paths, a missing parameter or a non-web address", () => {
    expect(registrationFramers(at("/api/lti/login?openid_configuration=https%3A%2F%2Flms.example"))).toEqual([]);
    expect(registrationFramers(at("/api/lti/registerx/k?openid_configuration=https%3A%2F%2Flms.example"))).toEqual([]);
    expect(registrationFramers(at("/api/lti/register/key"))).toEqual([]);
    expect(registrationFramers(at("/api/lti/register/key?openid_configuration=javascript%3Aalert(1)"))).toEqual([]);
  });
});
