import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerReply } from "../answer-reply";
import { type Fault, withFault } from "../faults";
import { createToolsLayer } from "../index";
import { modelMessage } from "../model-message";
import { mulberry32 } from "../prng";
import { settle, useFakeClock } from "../test-support";
import { ToolsLayer } from "../tools-layer";
import { createSendEmailTool, mailLatencyMs, Outbox } from "./send-email";

const email = { to: "ada@example.com", subject: "Your receipt for order 1042", body: "Thank you." };
const keyed = { ...email, idempotencyKey: "receipt-order-1042" };

/** A layer over send_email alone, with its outbox. */
function mailLayer(fault?: Fault, timeoutMs = 1000) {
  const outbox = new Outbox();
  const tool = withFault(createSendEmailTool(outbox, mulberry32(7)), fault, mulberry32(1));
  return { layer: new ToolsLayer([tool], { timeoutMs }), outbox };
}

/** Sends `args` `times` times in a row, each once the last has ended, like a retry at once. */
async function sendInARow(layer: { run: ToolsLayer["run"] }, args: unknown, times: number) {
  const statuses: string[] = [];
  for (let i = 0; i < times; i++) statuses.push((await settle(layer.run("send_email", args))).status);
  return statuses;
}

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

describe("send_email", () => {
  it("sends once and answers with its receipt after the mail service's latency", async () => {
    const { layer, outbox } = mailLayer();
    const { result, report } = await settle(layer.runWithReport("send_email", email));
    expect(result).toEqual({
      status: "ok",
      tool: "send_email",
      output: { messageId: "msg_0001", to: "ada@example.com", repeat: false },
    });
    expect(report.durationMs).toBe(mailLatencyMs(mulberry32(7)));
    expect(outbox.deliveries()).toEqual([
      { messageId: "msg_0001", to: "ada@example.com", subject: email.subject, idempotencyKey: null },
    ]);
    if (result.status === "ok") expect(answerReply(result)).toBe("I sent the email (msg_0001).");
  });

  it("refuses bad arguments before anything is sent", async () => {
    const { layer, outbox } = mailLayer();
    expect(await settle(layer.run("send_email", { ...email, to: "not an address" }))).toMatchObject({
      status: "invalid_args",
      error: "to: an email address is required, such as ada@example.com",
    });
    expect(await settle(layer.run("send_email", { ...email, idempotencyKey: " " }))).toMatchObject({
      status: "invalid_args",
      error: "idempotencyKey: an idempotency key cannot be empty",
    });
    expect(outbox.deliveries()).toEqual([]);
  });

  it("sends twice when a call whose answer came late is retried without a key", async () => {
    const { layer, outbox } = mailLayer({ kind: "late_reply", ms: 3000 });
    expect(await sendInARow(layer, email, 2)).toEqual(["timeout", "timeout"]);
    expect(outbox.deliveries().map((delivery) => delivery.messageId)).toEqual(["msg_0001", "msg_0002"]);
    expect(outbox.repeatsRecognised).toBe(0);
  });

  it("sends once when every retry carries the key of the one logical operation", async () => {
    const { layer, outbox } = mailLayer({ kind: "late_reply", ms: 3000 });
    expect(await sendInARow(layer, keyed, 3)).toEqual(["timeout", "timeout", "timeout"]);
    expect(outbox.deliveries()).toHaveLength(1);
    expect(outbox.repeatsRecognised).toBe(2);
  });

  it("sends twice when the key is made per call, as from a call id, since a re-call gets a new id", async () => {
    const { layer, outbox } = mailLayer({ kind: "late_reply", ms: 3000 });
    for (const callId of ["call_0001", "call_0002"]) {
      expect((await settle(layer.run("send_email", { ...email, idempotencyKey: callId }))).status).toBe("timeout");
    }
    expect(outbox.deliveries().map((delivery) => delivery.idempotencyKey)).toEqual(["call_0001", "call_0002"]);
  });

  it("answers a recognised repeat with the first receipt, marked as a repeat", async () => {
    const { layer, outbox } = mailLayer();
    await settle(layer.run("send_email", keyed));
    const again = await settle(layer.run("send_email", keyed));
    expect(again).toEqual({
      status: "ok",
      tool: "send_email",
      output: { messageId: "msg_0001", to: "ada@example.com", repeat: true },
    });
    if (again.status === "ok") {
      expect(answerReply(again)).toBe("That email was already sent (msg_0001), so it was not sent again.");
    }
    expect(outbox.deliveries()).toHaveLength(1);
  });

  it("refuses a key reused for a different email, and says retrying will not help", async () => {
    const { layer, outbox } = mailLayer();
    await settle(layer.run("send_email", keyed));
    expect(await settle(layer.run("send_email", { ...keyed, subject: "Another email" }))).toEqual({
      status: "tool_error",
      tool: "send_email",
      error: 'idempotency key "receipt-order-1042" was already used for a different email',
      code: "bad_arguments",
      retry: { retryable: false, reason: "an idempotency key names one operation; a new email needs a new key" },
    });
    expect(outbox.deliveries()).toHaveLength(1);
  });

  it.each<[string, Fault]>([
    ["a slow fault holds the request past the deadline", { kind: "slow", ms: 3000 }],
    ["a hang never reaches the service", { kind: "hang" }],
    ["a throw fails before the service", { kind: "throw" }],
  ])("sends nothing when %s", async (_, fault) => {
    const { layer, outbox } = mailLayer(fault);
    expect(await sendInARow(layer, email, 2)).not.toContain("ok");
    expect(outbox.deliveries()).toEqual([]);
  });

  it("tells the model a timed-out send may have happened, and to reuse its key", async () => {
    const { layer } = mailLayer({ kind: "late_reply", ms: 3000 });
    const result = await settle(layer.run("send_email", keyed));
    expect(modelMessage(result, "call_0001")).toBe(
      "Error (timeout/deadline) from send_email: no answer within its deadline. It may have done its work anyway. Call it again only with the idempotencyKey this call carried; if it carried none, do not call it again, and tell the user it may already be done.",
    );
  });
});

describe("send_email in the full layer, by seed", () => {
  // The scenarios' setting: a reply late half the time, a 1000 ms deadline, two calls in a row.
  const late = { kind: "flaky", p: 0.5, fault: { kind: "late_reply", ms: 3000 } } as const;
  async function twoInARow(seed: number, args: unknown) {
    const layer = createToolsLayer({ seed, timeoutMs: 1000, faults: { send_email: late } });
    const statuses = await sendInARow(layer, args, 2);
    return { statuses, sent: layer.outbox.deliveries().length, repeats: layer.outbox.repeatsRecognised };
  }

  it.each([
    // seed, the two calls' statuses, emails sent without a key, with one key
    [20, ["timeout", "ok"], 2, 1],
    [1, ["timeout", "timeout"], 2, 1],
    [3, ["ok", "ok"], 2, 1],
  ])("seed %i: %j, %i sent without a key, %i with one", async (seed, statuses, withoutKey, withKey) => {
    expect(await twoInARow(seed, email)).toEqual({ statuses, sent: withoutKey, repeats: 0 });
    expect(await twoInARow(seed, keyed)).toEqual({ statuses, sent: withKey, repeats: 1 });
  });
});
