/**
 * The globalThis slot through which a server component hands an HTML string to
 * OutsidePayloadHtml's server render (see outside-payload-html.tsx for why it is not a
 * prop). The two renders share the process but not their modules.
 */
export const OUTSIDE_PAYLOAD_KEY = Symbol.for("envelope-lab.outside-payload-html");
export const OUTSIDE_PAYLOAD_ATTRIBUTE = "data-html-key";

export type OutsidePayloadStore = Map<string, string>;
