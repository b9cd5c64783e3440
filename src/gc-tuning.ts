// How the process's garbage collector is tuned, set once by each entry point (the CLI, the
// action) before any work. blamegate is a batch job whose worker threads allocate fast and keep
// little; V8's default lets an isolate's old generation grow to several times what survived the
// last full collection, so one collection that happens to run mid-burst (floating garbage
// counted as live) let a worker's heap double for seconds, and the run's peak memory with it.
// A small bound on growth between collections keeps the peak close to what is live, at the
// same speed (docs/performance.md, "A tight heap"). The flag is process-wide, so it reaches the
// workers, and V8 reads it each time it sets a new limit.
//
// The young generation of the main thread needs more on V8 13 (Node 24, which runs the action):
// V8 there lets the main isolate's new space grow to several times what Node 20's V8 allowed,
// and on a large run most of that is garbage waiting for the next scavenge (docs/performance.md,
// "Node 24's memory"). V8 12 (Node 22) stops where Node 20 does but is held alike: the hold is
// smaller than its maximum, and it ran no slower. The main isolate's maximum is fixed when it is made,
// before any of our code runs, and an action cannot pass node flags; what V8 still reads at every
// growth is the growth factor. So the run holds it: frozen while the files are listed (a long
// list survives its scavenges and would grow it to the maximum), let grow by the usual doubling
// in the pipeline until it reaches MAIN_SEMI_SPACE_MB a semi-space, frozen again for the tail.
// Starting up is left alone: a one-trace run would pay for more scavenges. The factor is
// process-wide, so isolates made later (the pool's workers) are made at their own
// young-generation cap (resourceLimits in src/pipeline/pool.ts), which they would reach anyway,
// instead of growing to it: a factor of one cannot stop them short.
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT = 15;

/** The main thread's semi-space once grown, MB, on V8 12 and later (Node 24's V8 would let it grow larger). */
export const MAIN_SEMI_SPACE_MB = 8;

/**
 * The semi-space an isolate made after the start begins at, MB, on V8 12 and later: V8 clamps it
 * to each isolate's own cap, so a pool worker begins at its cap. At least the pool's largest.
 */
export const LATER_ISOLATES_SEMI_SPACE_MB = 16;

/** How many calls of holdYoungGeneration read the heap once: a read costs microseconds, and a call is made a file. */
export const HOLD_EVERY = 16;

/** The new space's size in bytes: both semi-spaces, as V8 reports it. */
export type NewSpaceBytes = () => number;

function newSpaceBytes(): number {
  for (const s of getHeapSpaceStatistics()) if (s.space_name === "new_space") return s.space_size;
  return 0;
}

/** Set by tuneGarbageCollection on a V8 whose main young generation it holds; a library caller's runs leave the heap alone. */
let holding = false;
let factor = 0;
let calls = 0;
let setFlags: (flags: string) => void = setFlagsFromString;
let readNewSpace: NewSpaceBytes = newSpaceBytes;

export function tuneGarbageCollection(v8Version: string = process.versions.v8, set: (flags: string) => void = setFlagsFromString, read: NewSpaceBytes = newSpaceBytes): void {
  set(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  holding = Number(v8Version.split(".")[0]) >= 12;
  if (!holding) return;
  setFlags = set;
  readNewSpace = read;
  factor = 0;
  calls = 0;
  set(`--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`);
}

/**
 * Lets the main thread's new space grow until it reaches MAIN_SEMI_SPACE_MB a semi-space, then
 * stops it (and lets it grow again if V8 has shrunk it). Called by the pipeline as results
 * arrive, a file or a part at a time; it reads the heap every HOLD_EVERY calls. V8 gives no
 * synchronous word of a collection, and a run on the main thread does not return to the event
 * loop between files, so the pipeline asks. Until the first read the young generation stays
 * frozen: the pipeline's own set-up (the run's list of paths, its bookkeeping) survives its
 * scavenges too. No-op unless an entry point tuned this V8.
 */
export function holdYoungGeneration(): void {
  if (!holding || ++calls % HOLD_EVERY !== 0) return;
  setGrowthFactor(readNewSpace() >= 2 * MAIN_SEMI_SPACE_MB * 1024 * 1024 ? 1 : 2);
}

/**
 * Stops the main thread's new space growing, at most MAIN_SEMI_SPACE_MB a semi-space: while a
 * run lists its files, and before its serial tail (SARIF, the reports), neither of which calls
 * holdYoungGeneration. No-op unless an entry point tuned this V8.
 */
export function freezeYoungGeneration(): void {
  if (holding) setGrowthFactor(1);
}

/** Sets V8's growth factor, unless it is set so already. */
function setGrowthFactor(want: number): void {
  if (want === factor) return;
  factor = want;
  setFlags(`--semi-space-growth-factor=${want}`);
}
