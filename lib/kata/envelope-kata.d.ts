/**
 * The module a kata submission imports: `import { callWithDeadline, ... } from "envelope-kata"`.
 * These are the types the student's editor and `tsc` see; the harness (harness/kata-module.ts)
 * supplies the values, on a virtual clock, in both runtimes.
 */
declare module "envelope-kata" {
  /**
   * The envelope the layer must return (the lesson's ToolResult). `code` may be left out;
   * when it is there, it must be the word the lesson gives that kind of failure.
   */
  export type ToolResult =
    | { status: "ok"; tool: string; output: unknown }
    | { status: "invalid_args"; tool: string; error: string; code?: "unknown_tool" | "bad_arguments" }
    | { status: "timeout"; tool: string; error: string; code?: "deadline" }
    | {
        status: "tool_error";
        tool: string;
        error: string;
        code?: "bad_arguments" | "not_found" | "unavailable" | "cancelled" | "internal";
      };

  /** A signal that aborts when the call's deadline passes. */
  export interface KataSignal {
    readonly aborted: boolean;
    readonly reason: unknown;
    addEventListener(type: "abort", listener: () => void): void;
  }

  /** What checking arguments answers: the validated (cleaned) arguments, or the first problem. */
  export type CheckedArgs = { ok: true; args: unknown } | { ok: false; error: string };

  /** A tool as the harness hands it to the layer. */
  export interface KataTool {
    readonly name: string;
    /** Validates raw arguments against the tool's schema. Never throws. */
    check(rawArgs: unknown): CheckedArgs;
    /** Runs the tool with validated arguments; it may resolve, reject, throw or never answer. */
    run(args: unknown, context: { signal: KataSignal }): Promise<unknown>;
  }

  /** The timeout signal: thrown by a deadline, or by a tool that gave up waiting. */
  export class ToolTimeoutError extends Error {}

  /**
   * Starts the work with a signal that aborts after `ms` virtual milliseconds, and settles with
   * whichever comes first: the work, or a rejection with a ToolTimeoutError.
   */
  export function callWithDeadline<T>(start: (signal: KataSignal) => Promise<T>, ms: number): Promise<T>;

  /** True for a timeout signal (a ToolTimeoutError), whatever any message says. */
  export function isTimeoutSignal(thrown: unknown): boolean;

  /** The message of anything thrown: an Error's message, a string as it is, otherwise a short description. */
  export function messageOf(thrown: unknown): string;

  /** The step of the tools layer that decided a call's envelope. */
  export type StepId = "unknown-tool" | "validation" | "success" | "timeout" | "catch-all";

  /** What the translator kata's functions are given: the envelope, its deciding step, and the call's id. */
  export interface ModelFacingCall {
    result: ToolResult;
    step: StepId;
    callId: string;
  }

  /**
   * The text a model reads for an envelope, in the lab's words: the output as JSON when ok,
   * otherwise `Error (<status>/<code>) from <tool>: ...`, or `Error (<status>)` when there is no code (never a tool's raw error for tool_error or timeout).
   */
  export function modelMessage(result: ToolResult, callId: string): string;

  /** The tool's name as a model may read it back: the name when it is a plain identifier, else "the requested tool". */
  export function toolForModel(tool: string): string;
}
