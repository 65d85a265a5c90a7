/**
 * What grading a kata submission answers, in one shape for both runtimes: the browser's
 * worker (feedback) and the server's WebAssembly engine (the grade). The schema is the
 * boundary check wherever a verdict crosses one (worker message, HTTP response).
 */
import { z } from "zod";

/**
 * The rules a ToolsLayer is graded on, in the order they are checked and shown. The
 * checks themselves live in rules.ts; kata.yaml ties each id to a lesson section,
 * a teaching point and a hint.
 */
export const KATA_RULE_IDS = [
  "unknown-tool",
  "bad-args",
  "ok-output",
  "thrown-error",
  "deadline",
  "timeout-words",
  "exact-fields",
  "nothing-escapes",
] as const;
export type KataRuleId = (typeof KATA_RULE_IDS)[number];

/** A JSON value (what crosses a worker or HTTP boundary). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export const JsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(JsonSchema), z.record(z.string(), JsonSchema)]),
);

/**
 * How a stand-in tool behaves on one call, in virtual milliseconds. `hang` never settles
 * by itself; with `onAbort: "reject"` it rejects with `message` when its signal aborts.
 */
export const BehaviourSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("return"), output: JsonSchema, afterMs: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal("throw"), message: z.string(), afterMs: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal("throw-now"), message: z.string() }),
  z.strictObject({ kind: z.literal("signal-timeout"), message: z.string(), afterMs: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal("hang"), onAbort: z.enum(["ignore", "reject"]), message: z.string() }),
]);
export type Behaviour = z.infer<typeof BehaviourSchema>;

/** One call the harness makes to the student's layer: `layer.run(tool, args)`. */
export const KataCallSchema = z.strictObject({ tool: z.string(), args: JsonSchema, behaviour: BehaviourSchema });
export type KataCall = z.infer<typeof KataCallSchema>;

/** One generated case: a fresh layer with this deadline, then the calls one after another. */
export const KataCaseSchema = z.strictObject({
  timeoutMs: z.number().int().positive(),
  calls: z.array(KataCallSchema).min(1),
});
export type KataCase = z.infer<typeof KataCaseSchema>;

/** What the student's `run` did with one call. */
export const OutcomeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("resolved"), value: JsonSchema }),
  /** The returned promise rejected, or `run` threw before returning one. */
  z.strictObject({ kind: z.literal("escaped"), message: z.string() }),
  /** Still pending after every timer in virtual time had fired. */
  z.strictObject({ kind: z.literal("never-settled") }),
]);
export type Outcome = z.infer<typeof OutcomeSchema>;

/** The smallest case found that breaks a rule, and what went wrong on which call. */
export const CounterexampleSchema = z.strictObject({
  case: KataCaseSchema,
  /** 0-based index into case.calls of the first call that went wrong. */
  callIndex: z.number().int().min(0),
  /** The envelope a correct layer returns, as JSON; `error: "<any message>"` where any non-empty text is fine. */
  expected: JsonSchema,
  got: OutcomeSchema,
  /** How many times the tool was called, and the arguments it last received. */
  toolCalls: z.number().int().min(0),
  receivedArgs: JsonSchema.optional(),
  /**
   * What the tool should have seen, there only when that is what went wrong (the tool ran,
   * ran twice, or got the raw arguments): the envelope may then be right, and Expected and
   * Got would otherwise read the same.
   */
  expectedTool: z.strictObject({ toolCalls: z.number().int().min(0), receivedArgs: JsonSchema.optional() }).optional(),
  /** What was wrong, in plain words ("the tool ran although its arguments were invalid"). */
  problem: z.string(),
});
export type Counterexample = z.infer<typeof CounterexampleSchema>;

export const RuleVerdictSchema = z.strictObject({
  id: z.enum(KATA_RULE_IDS),
  passed: z.boolean(),
  counterexample: CounterexampleSchema.optional(),
});
export type RuleVerdict = z.infer<typeof RuleVerdictSchema>;

/** Why a submission could not be graded at all; line and column are 1-based. */
export const KATA_REFUSALS = [
  "syntax",
  "too-long",
  // Reading the TypeScript ran out of its budget (read-budget.ts).
  "unreadable",
  "no-layer",
  "import",
  "cpu",
  "memory",
  "crashed",
] as const;
export const RefusalSchema = z.strictObject({
  code: z.enum(KATA_REFUSALS),
  message: z.string(),
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
});
export type Refusal = z.infer<typeof RefusalSchema>;

/** A verdict over rule verdicts of `ruleVerdict`'s shape: this kata's, or the translator kata's. */
export const verdictSchemaOf = <R extends z.ZodType>(ruleVerdict: R) =>
  z.discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("graded"),
      passed: z.boolean(),
      rules: z.array(ruleVerdict),
      /** The fast-check seed: the same seed and source give the same verdict anywhere. */
      seed: z.number().int(),
      /** How many calls were made to the submission in all. */
      callsRun: z.number().int().min(0),
    }),
    z.strictObject({ kind: z.literal("refused"), refusal: RefusalSchema }),
  ]);

export const VerdictSchema = verdictSchemaOf(RuleVerdictSchema);
export type Verdict = z.infer<typeof VerdictSchema>;
