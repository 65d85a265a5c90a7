import { describe, expect, it, vi } from "vitest";
import { activityOpened, rememberToken, setLtiSession } from "./grading-context";

describe("telling the server a graded activity was opened", () => {
  it("tells once per attempt under a session: when the widget wakes or the session arrives, and again after each grade", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    activityOpened("checkpoint", "error-envelope");
    expect(fetch).not.toHaveBeenCalled();
    setLtiSession("session-1");
    activityOpened("checkpoint", "error-envelope");
    expect(fetch.mock.calls).toEqual([
      [
        "/api/lessons/error-envelope/checkpoint/opened",
        { method: "POST", headers: { authorization: "Bearer session-1" } },
      ],
    ]);
    rememberToken("checkpoint", "error-envelope", "token-1");
    expect(fetch).toHaveBeenCalledTimes(2);
    // A refused call is tried again at the next occasion.
    fetch.mockResolvedValueOnce(new Response(null, { status: 503 }));
    activityOpened("match", "error-envelope");
    expect(fetch).toHaveBeenCalledTimes(3);
    // Once the refusal is in, the next occasion tells again (and only once more).
    await vi.waitFor(() => {
      activityOpened("match", "error-envelope");
      expect(fetch).toHaveBeenCalledTimes(4);
    });
    activityOpened("match", "error-envelope");
    expect(fetch).toHaveBeenCalledTimes(4);
    setLtiSession(undefined);
    rememberToken("match", "error-envelope", "token-2");
    expect(fetch).toHaveBeenCalledTimes(4);
    vi.unstubAllGlobals();
  });
});
