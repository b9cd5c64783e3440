// How the process's garbage collector is tuned, set once by each entry point (the CLI, the
// action) before any work. blamegate is a batch job whose worker threads allocate fast and keep
// little; V8's default lets an isolate's old generation grow to several times what survived the
// last full collection, so one collection that happens to run mid-burst (floating garbage
// counted as live) let a worker's heap double for seconds, and the run's peak memory with it.
// A small bound on growth between collections keeps the peak close to what is live, at the
// same speed (docs/performance.md, "A tight heap"). The flag is process-wide, so it reaches the
// workers, and V8 reads it each time it sets a new limit.
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT = 15;

export function tuneGarbageCollection(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
