// How soon V8 optimises a function, set by the CLI for a large run (with the collector's tuning:
// gc-tuning.ts, which says why a small run is left at V8's defaults). A run over a few
// thousand traces calls a few hundred functions a few thousand times each, and on Node 20's V8
// (11.x) the optimising compiler took about a third of such a run's CPU on its background
// threads, compiling functions that were only lukewarm, some more than once (docs/performance.md,
// "Third pass"). A larger interrupt budget lets a function run longer before it is considered:
// the hot ones are still optimised, the others stay in the baseline tiers. Node 24's V8 tiers up
// by invocation counts, rejects this flag (an unknown flag prints an error) and showed no gain
// from delaying its counts; Node 22's was not measured; so only V8 11 is touched. The flag is
// process-wide and reaches the pool's workers.
import { setFlagsFromString } from "node:v8";
import { onLargeRun } from "./gc-tuning.js";

/** Six times V8 11's default budget: where an approx5k run was cheapest of the budgets tried. */
export const INTERRUPT_BUDGET = 400_000;

/** Sets the budget when the process's first large run is sized; `whenLarge` is that hook (tests call the setting at once). */
export function tuneJit(v8Version: string = process.versions.v8, setFlags: (flags: string) => void = setFlagsFromString, whenLarge: (apply: () => void) => void = onLargeRun): void {
  if (v8Version.split(".")[0] !== "11") return;
  whenLarge(() => setFlags(`--interrupt-budget=${INTERRUPT_BUDGET}`));
}
