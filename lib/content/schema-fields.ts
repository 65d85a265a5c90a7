import type { z } from "zod";

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The field names an object schema allows at `path` inside `schema`, for "did you mean"
 * on an unknown key. Walks objects, lists, records, unions and the wrappers zod puts
 * around them (optional, default, pipe...); an empty list when the path leads elsewhere.
 */
export function fieldsAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner) return fieldsAt(inner, path);
  if (def.type === "union" && def.options) return [...new Set(def.options.flatMap((o) => fieldsAt(o, path)))];
  if (path.length === 0) return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
  const [key, ...rest] = path;
  if (def.type === "object" && def.shape && typeof key === "string" && def.shape[key])
    return fieldsAt(def.shape[key], rest);
  if (def.type === "array" && def.element && typeof key === "number") return fieldsAt(def.element, rest);
  if (def.type === "record" && def.valueType) return fieldsAt(def.valueType, rest);
  return [];
}
