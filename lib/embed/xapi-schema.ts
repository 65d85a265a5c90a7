import { z } from "zod";

/**
 * The xAPI statement rules this project relies on, as a zod schema: used by tests to
 * check what widgets send, and by anyone receiving statements to validate them.
 */
const Iri = z.url({ protocol: /^https?$/ });
const LanguageMap = z.record(z.string().min(2), z.string());
const IsoDuration = z
  .string()
  .regex(/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/, "is not an ISO 8601 duration");

export const XapiStatementSchema = z.object({
  actor: z
    .object({
      objectType: z.literal("Agent").optional(),
      name: z.string().optional(),
      mbox: z.string().startsWith("mailto:").optional(),
      account: z.object({ homePage: Iri, name: z.string().min(1) }).optional(),
    })
    .refine((a) => a.name !== undefined || a.mbox !== undefined || a.account !== undefined, "needs an identifier"),
  verb: z.object({ id: Iri, display: LanguageMap.optional() }),
  object: z.object({
    objectType: z.literal("Activity").optional(),
    id: Iri,
    definition: z.object({ name: LanguageMap.optional(), type: Iri.optional() }).optional(),
  }),
  result: z
    .object({
      score: z
        .object({ scaled: z.number().min(-1).max(1), raw: z.number(), min: z.number(), max: z.number() })
        .partial()
        .refine(
          (s) => s.raw === undefined || ((s.min ?? -Infinity) <= s.raw && s.raw <= (s.max ?? Infinity)),
          "raw must be within min and max",
        ),
      success: z.boolean(),
      completion: z.boolean(),
      duration: IsoDuration,
      extensions: z.record(Iri, z.unknown()),
    })
    .partial()
    .optional(),
  timestamp: z.iso.datetime(),
});
