/** Reads the action and fields of an auto-posting form page, as a browser would submit it. */
export type PostedForm = { action: string; fields: Record<string, string> };

export const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

export function readAutoPostForm(html: string): PostedForm {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error("the page has no form");
  return { action: decodeEntities(action), fields: readHiddenFields(html) };
}

/** The hidden fields of the page's form, by name. */
export function readHiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[decodeEntities(m[1] ?? "")] = decodeEntities(m[2] ?? "");
  return fields;
}

/** The form as a Request, the way the browser would post it (with its cookie or Origin in `headers`). */
export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
