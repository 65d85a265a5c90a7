/**
 * The element id of a lesson's <Sandbox> tag; the ids inside the sandbox derive from it.
 * It lives here, not in the component, so the content check can refuse two tags that
 * would get the same id (two bare <Sandbox />, or two with the same scenario).
 */
export function sandboxTagId(props: { scenario?: string; tool?: string }): string {
  const { scenario, tool } = props;
  return `lesson-sandbox${scenario ? `-${scenario}` : tool ? `-${tool.replace(/[^a-z0-9-]/gi, "")}` : ""}`;
}
