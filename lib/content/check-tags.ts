import { ALLOWED_HTML, isLessonTag, LESSON_TAGS, type TagSpec } from "./tags";

/** The few mdast node fields this check reads. */
type MdxNode = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: MdxNode[];
};

export type TagProblem = { line?: number; field: string; message: string };

const known = Object.keys(LESSON_TAGS).join(", ");

/**
 * Walks an MDX syntax tree and reports tags, props and expressions that a lesson
 * may not use. Lessons are content, not code: no imports, no JavaScript.
 */
export function checkTags(tree: MdxNode): TagProblem[] {
  const problems: TagProblem[] = [];
  const visit = (node: MdxNode) => {
    const line = node.position?.start.line;
    if (node.type === "mdxjsEsm") {
      problems.push({
        line,
        field: "import/export",
        message: "lessons cannot import or export code; use the tags listed in docs/authoring.md",
      });
    }
    if ((node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && !isComment(node.value)) {
      problems.push({
        line,
        field: `{${(node.value ?? "").trim().slice(0, 30)}}`,
        message:
          "JavaScript expressions are not allowed in lessons; write the text directly (escape a literal brace as \\{)",
      });
    }
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name) {
      problems.push(...checkElement(node.name, node.attributes ?? [], line));
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

function isComment(value: string | undefined): boolean {
  const text = (value ?? "").trim();
  return text.startsWith("/*") && text.endsWith("*/");
}

function checkElement(name: string, attributes: NonNullable<MdxNode["attributes"]>, line?: number): TagProblem[] {
  if (ALLOWED_HTML.has(name)) return [];
  if (!isLessonTag(name)) {
    return [{ line, field: `<${name}>`, message: `is not a known tag; use one of: ${known}` }];
  }
  const spec: TagSpec = LESSON_TAGS[name];
  const problems: TagProblem[] = [];
  const given = new Set<string>();
  for (const attribute of attributes) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) {
      problems.push({ line, field: `<${name}>`, message: "spread props ({...x}) are not allowed" });
      continue;
    }
    given.add(attribute.name);
    const prop = spec.props[attribute.name];
    if (!prop) {
      const allowed = Object.keys(spec.props);
      problems.push({
        line,
        field: `<${name} ${attribute.name}>`,
        message: `is not a known prop of <${name}>${allowed.length ? `; known props: ${allowed.join(", ")}` : " (it takes none)"}`,
      });
    } else if (prop.type === "string" && typeof attribute.value !== "string") {
      problems.push({
        line,
        field: `<${name} ${attribute.name}>`,
        message: `must be a quoted string, e.g. ${attribute.name}="..."`,
      });
    }
  }
  for (const [propName, prop] of Object.entries(spec.props)) {
    if (prop.required && !given.has(propName)) {
      problems.push({ line, field: `<${name} ${propName}>`, message: `is required: ${prop.description}` });
    }
  }
  return problems;
}
