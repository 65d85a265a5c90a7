/**
 * What `envelope-kata` exports, read from its declaration file (../envelope-kata.d.ts) with
 * the TypeScript compiler, so the kata's API panel and the editor's completion and hover
 * say what the types say. Build-time only (scripts/build-bundles.ts writes the result to
 * kata-api.bundled.ts): the app never loads the compiler.
 */
import ts from "typescript";

export type KataApiKind = "type" | "interface" | "class" | "function";

/** One export: its name, what it is, its declaration without comments, and its doc comment. */
export type KataApiEntry = { name: string; kind: KataApiKind; signature: string; doc: string };

const KINDS: [(node: ts.Node) => boolean, KataApiKind][] = [
  [ts.isTypeAliasDeclaration, "type"],
  [ts.isInterfaceDeclaration, "interface"],
  [ts.isClassDeclaration, "class"],
  [ts.isFunctionDeclaration, "function"],
];

/** Every exported declaration of the `declare module` blocks in `source`, in file order. */
export function describeKataApi(source: string): KataApiEntry[] {
  const file = ts.createSourceFile("envelope-kata.d.ts", source, ts.ScriptTarget.ES2022, true);
  const entries: KataApiEntry[] = [];
  const visit = (node: ts.Node) => {
    const kind = KINDS.find(([is]) => is(node))?.[1];
    const named = node as ts.DeclarationStatement;
    if (kind && named.name && ts.getCombinedModifierFlags(named) & ts.ModifierFlags.Export) {
      entries.push({
        name: named.name.getText(file),
        kind,
        // As written, members' doc comments included, less the module block's indent.
        signature: dedent(
          node.getText(file),
          file.getLineAndCharacterOfPosition(node.getStart(file)).character,
        ).replace(/^export /, ""),
        doc: ts
          .getJSDocCommentsAndTags(node)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
          .join(" ")
          .replace(/\s+/g, " ")
          .trim(),
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return entries;
}

/** `text` with `by` columns of indent taken off its second line on (the first starts at the node). */
const dedent = (text: string, by: number) => text.replace(new RegExp(`\\n {${by}}`, "g"), "\n");
