import { afterEach, describe, expect, it, vi } from "vitest";

type Posted = { message: Record<string, unknown>; origin: string };

/** A platform-storage page in a frame of the platform's, with `data` on #lti-storage; then runs the script on it. */
async function play(data: Record<string, string>) {
  const posted: Posted[] = [];
  let onMessage: ((event: { data: unknown; origin: string }) => void) | undefined;
  const storageFrame = {
    postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
  };
  const input = { value: "unset" };
  const form = { dataset: data, querySelector: () => input, submit: vi.fn() };
  const replaced: string[] = [];
  vi.stubGlobal("window", {
    opener: null,
    parent: { frames: { "platform-storage": storageFrame } },
    addEventListener: (_: string, listener: typeof onMessage) => {
      onMessage = listener;
    },
    removeEventListener: () => {
      onMessage = undefined;
    },
  });
  vi.stubGlobal("document", {
    getElementById: (id: string) => (id === "lti-storage" ? form : { href: "https://tool.test/continue" }),
  });
  vi.stubGlobal("location", { replace: (url: string) => replaced.push(url) });
  vi.resetModules();
  await import("./platform-storage-script");
  const reply = (answer: unknown, origin = "https://lms.test") => onMessage?.({ data: answer, origin });
  return { posted, reply, input, form, replaced };
}

const put = {
  subject: "lti.put_data",
  target: "platform-storage",
  origin: "https://lms.test",
  key: "lti-login-n1",
  value: "v1",
  next: "https://tool.test/next",
};
const get = { subject: "lti.get_data", target: "platform-storage", origin: "https://lms.test", key: "lti-login-n1" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the platform-storage script", () => {
  it("puts the value in the platform's storage frame, then goes on to the next address", async () => {
    const page = await play(put);
    expect(page.posted).toHaveLength(1);
    const { message, origin } = page.posted[0] as Posted;
    expect(origin).toBe("https://lms.test");
    expect(message).toMatchObject({ subject: "lti.put_data", key: "lti-login-n1", value: "v1" });
    page.reply({ subject: "lti.put_data.response", message_id: message.message_id });
    expect(page.replaced).toEqual(["https://tool.test/next"]);
  });

  it("ignores answers from another origin or to another message, and follows Continue when the platform refuses", async () => {
    const page = await play(put);
    const { message } = page.posted[0] as Posted;
    page.reply({ subject: "lti.put_data.response", message_id: message.message_id }, "https://evil.test");
    page.reply({ subject: "lti.put_data.response", message_id: "another" });
    expect(page.replaced).toEqual([]);
    page.reply({ subject: "lti.put_data.response", message_id: message.message_id, error: { code: "denied" } });
    expect(page.replaced).toEqual(["https://tool.test/continue"]);
  });

  it("posts the launch form with the value the platform returns", async () => {
    const page = await play(get);
    const { message } = page.posted[0] as Posted;
    expect(message).not.toHaveProperty("value");
    page.reply({ subject: "lti.get_data.response", message_id: message.message_id, value: "v1" });
    expect(page.input.value).toBe("v1");
    expect(page.form.submit).toHaveBeenCalledOnce();
  });

  it("posts the form with no value when the platform does not answer within 5 s", async () => {
    vi.useFakeTimers();
    const page = await play(get);
    vi.advanceTimersByTime(4_999);
    expect(page.form.submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.input.value).toBe("");
    expect(page.form.submit).toHaveBeenCalledOnce();
  });
});
