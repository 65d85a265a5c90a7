/**
 * The entry the QuickJS engine's harness is bundled from (scripts/build-bundles.ts writes the
 * bundle to quickjs-harness.bundled.ts). QuickJS evaluates it as a module, so nothing here is a
 * global the student's code could reach; the engine holds the exported functions before any
 * student code runs.
 */
import { createHarness } from "./harness";

export const { load, start, advance, report } = createHarness();
