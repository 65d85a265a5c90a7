/** Bounds of a chaos run, kept apart from chaos.ts so the controls can read them without the engine. */
export const CHAOS_LIMITS = { minCalls: 10, maxCalls: 10_000, defaultCalls: 1000, defaultP: 0.2 };
