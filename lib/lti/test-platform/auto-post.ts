/** Reads the action and fields of an auto-posting form page, as a browser would submit it. */
export type PostedForm = { action: string; fields: Record<string, string> };

const decodeEntities = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

export function readAutoPostForm(html: string): PostedForm {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error("the page has no form");
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[decodeEntities(m[1] ?? "")] = decodeEntities(m[2] ?? "");
  return { action: decodeEntities(action), fields };
}

/** The form as a Request, the way the browser would post it. */
export function formRequest(url: string, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}
