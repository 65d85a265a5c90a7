import { describe, expect, it } from "vitest";
import { SESSION_FRAGMENT as LAUNCH_FRAGMENT } from "@/lib/lti/launch";
import { SESSION_FRAGMENT, sessionStorageKey, takeSessionFromHash } from "./lti-fragment";

describe("takeSessionFromHash", () => {
  it("takes the session and leaves an empty fragment", () => {
    expect(takeSessionFromHash("#lti_session=a.b.c")).toEqual({ session: "a.b.c", rest: "" });
  });

  it("keeps the rest of the fragment", () => {
    expect(takeSessionFromHash("#lti_session=a.b.c&section=why")).toEqual({ session: "a.b.c", rest: "#section=why" });
  });

  it("leaves a fragment without a session alone", () => {
    expect(takeSessionFromHash("#why-envelopes")).toEqual({ session: null, rest: "#why-envelopes" });
    expect(takeSessionFromHash("")).toEqual({ session: null, rest: "" });
  });

  it("reads the parameter the launch writes, and keys storage by path", () => {
    expect(SESSION_FRAGMENT).toBe(LAUNCH_FRAGMENT);
    expect(sessionStorageKey("/embed/x/checkpoint")).not.toBe(sessionStorageKey("/embed/x/match"));
  });
});
