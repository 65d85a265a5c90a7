/**
 * The postMessage protocol between an embedded Envelope Lab page and its host.
 * Every message is an object with `type` prefixed "envelope-lab:" and `version`.
 *
 * host → frame   envelope-lab:hello      { actor?, allowAnonymous? }   (starts the handshake)
 * frame → host   envelope-lab:ready      { slug, widget, anonymous }
 * frame → host   envelope-lab:error      { problem, anonymous }   (a hello it refused, and why)
 * frame → host   envelope-lab:resize     { height }   (also Canvas's lti.frameResize)
 * frame → host   envelope-lab:statement  { statement } (xAPI)
 *
 * This file is types and constants only, so both sides and the docs share them.
 */
import type { XapiActor, XapiStatement } from "./xapi";

export const PROTOCOL_VERSION = 1;
export const EMBED_WIDGETS = ["sandbox", "match", "checkpoint", "kata", "practice"] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

export type HelloMessage = { type: "envelope-lab:hello"; version: 1; actor?: XapiActor; allowAnonymous?: boolean };
export type ReadyMessage = {
  type: "envelope-lab:ready";
  version: 1;
  slug: string;
  widget: EmbedWidget | "lesson";
  /** True when results will be reported without a learner. */
  anonymous: boolean;
};
/** A refused hello: `problem` names the field and the rule; `anonymous` says a ready follows without a learner. */
export type ErrorMessage = { type: "envelope-lab:error"; version: 1; problem: string; anonymous: boolean };
export type ResizeMessage = { type: "envelope-lab:resize"; version: 1; height: number };
export type StatementMessage = { type: "envelope-lab:statement"; version: 1; statement: XapiStatement };
export type CanvasResizeMessage = { subject: "lti.frameResize"; height: number };

export type FrameToHostMessage = ReadyMessage | ErrorMessage | ResizeMessage | StatementMessage | CanvasResizeMessage;

/**
 * What an exercise reports when the server has graded a student's answer (never the
 * browser's own check, such as the kata's "Check my layer"); the embed bridge turns it
 * into statements. `passed` is the server's word, by the kind's own pass rule.
 */
export type ExerciseResult = {
  kind: "match" | "checkpoint" | "kata";
  slug: string;
  score: number;
  max: number;
  passed: boolean;
  scoreToken?: string;
};

/** The DOM event exercises dispatch on window with an ExerciseResult as detail. */
export const RESULT_EVENT = "envelope-lab:result";

export function isEmbedWidget(value: string): value is EmbedWidget {
  return (EMBED_WIDGETS as readonly string[]).includes(value);
}
