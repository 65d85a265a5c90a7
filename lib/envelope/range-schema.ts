import { z } from "zod";
import type { RangeCheck } from "./number-range";

/**
 * A zod number refused in the limit's own words, so a schema error in a file or a link
 * reads like the message beside the form field. `name` prefixes the message when the
 * path alone would not say which number is meant.
 */
export function numberIn(check: RangeCheck, name?: string) {
  const { min, max, whole } = check.range;
  return (
    z
      .number()
      .superRefine((value, ctx) => {
        const result = check(value);
        if (!result.ok) ctx.addIssue({ code: "custom", message: name ? `${name} ${result.problem}` : result.problem });
      })
      // A refinement cannot become JSON Schema, so the range is stated for editors too (content/schemas).
      .meta({ minimum: min, maximum: max, ...(whole ? { multipleOf: 1 } : {}) })
  );
}
