// How the process's garbage collector is tuned for a large run. blamegate is a batch job whose
// worker threads allocate fast and keep little; V8's default lets an isolate's old generation grow
// to several times what survived the last full collection, so one collection that happens to run
// mid-burst (floating garbage counted as live) let a worker's heap double for seconds, and the
// run's peak memory with it. A small bound on growth between collections keeps the peak close to
// what is live, at the same speed (docs/performance.md, "A tight heap"). The flag is process-wide,
// so it reaches the workers, and V8 reads it each time it sets a new limit.
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
// The factor is process-wide, so isolates made later (the pool's workers) are made at their own
// young-generation cap (resourceLimits in src/pipeline/pool.ts), which they would reach anyway,
// instead of growing to it: a factor of one cannot stop them short.
//
// None of it is set before the run is known to be large (sizeUpRun, from the pipeline's plan).
// Any flag V8 holds at other than its default makes V8 refuse the code cache Node ships for its
// own modules, so every built-in module loaded after it (HTTPS, fetch, zlib, child processes:
// the action's network steps) is compiled from its source: on a one-trace run that cost more
// than the tuning could save (docs/performance.md, "Tuning only large runs"). A small run leaves
// V8 at its defaults, and the freeze of the listing is undone once the run is sized.
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

/** V8's own semi-space growth factor: what a small run is given back. */
const DEFAULT_GROWTH_FACTOR = 2;

/** Set by tuneGarbageCollection: this process's runs may be tuned; a library caller's runs leave the heap alone. */
let armed = false;
/** This V8's main young generation is one the run holds (V8 12 and later). */
let canHold = false;
/** A large run is under way on such a V8: the pipeline holds its young generation. */
let holding = false;
/** The flags of a large run are set (once: they stay for the process). */
let largeTuned = false;
let factor = 0;
let calls = 0;
let setFlags: (flags: string) => void = setFlagsFromString;
let readNewSpace: NewSpaceBytes = newSpaceBytes;
let collectNow: () => void = fullCollection;
const forLargeRuns: (() => void)[] = [];

/**
 * What an entry point calls first: this process's large runs are tuned (sizeUpRun). Sets no flag
 * itself. Tests give their own `set`, `read` and `collect`.
 */
export function tuneGarbageCollection(v8Version: string = process.versions.v8, set: (flags: string) => void = setFlagsFromString, read: NewSpaceBytes = newSpaceBytes, collect: () => void = fullCollection): void {
  armed = true;
  canHold = Number(v8Version.split(".")[0]) >= 12;
  holding = false;
  largeTuned = false;
  forLargeRuns.length = 0;
  setFlags = set;
  readNewSpace = read;
  collectNow = collect;
  factor = 0;
  calls = 0;
}

/** Another tuning (jit-tuning.ts) to apply with these when the first large run is sized. */
export function onLargeRun(apply: () => void): void {
  if (!armed) return;
  if (largeTuned) apply();
  else forLargeRuns.push(apply);
}

/**
 * Called by the pipeline once it knows a run's size (pipeline/plan.ts). A large run gets the
 * old generation's bound and, on V8 12 and later, later isolates made at their cap and the hold
 * on the main thread's young generation; a small one has V8's defaults back (the listing's
 * freeze undone), so the built-in modules it loads later keep Node's code cache. The CLI's
 * verbs that do not run the pipeline call it with true as they start. No-op unless an entry
 * point tuned this process.
 */
export function sizeUpRun(large: boolean): void {
  if (!armed) return;
  if (!large) {
    holding = false;
    if (factor !== 0) setGrowthFactor(DEFAULT_GROWTH_FACTOR);
    return;
  }
  if (!largeTuned) {
    largeTuned = true;
    setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    if (canHold) setFlags(`--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`);
    for (const apply of forLargeRuns.splice(0)) apply();
  }
  holding = canHold;
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
 * Stops the main thread's new space growing before a large run's serial tail (SARIF, the
 * reports), which does not call holdYoungGeneration. No-op but in a large run on V8 12 and later.
 */
export function freezeYoungGeneration(): void {
  if (holding) setGrowthFactor(1);
}

/**
 * Stops the main thread's new space growing while a run lists its files, before anyone knows the
 * run's size: a long list would grow it to V8's maximum before the pipeline holds it. sizeUpRun
 * undoes it for a small run. No-op unless an entry point tuned a V8 12 or later.
 */
export function freezeForListing(): void {
  if (armed && canHold) setGrowthFactor(1);
}

/**
 * One full collection of the main thread, once a large run's files are in the pool's hands.
 * Before its first full collection an isolate's old generation may grow up to V8's first limit,
 * far above what HEAP_GROWING_PERCENT allows after one, and the main thread allocates little
 * while the pool works: nothing brought it there, so the garbage of listing and planning the run
 * stayed for the whole run, with what piled up after it. Collected once, the old generation gets
 * its limit from what is live, and the bound holds from there (docs/performance.md, "The main
 * thread's first collection"). No-op but in a large run of a tuned process.
 */
export function collectSetUpGarbage(): void {
  if (largeTuned) collectNow();
}

/**
 * V8 gives a script its collector only under --expose-gc, and only in contexts made after it is
 * set. node:vm is loaded here, not at start, so a run that never pools does not load it; a Node
 * without getBuiltinModule (20 before 20.16) goes without the collection.
 */
function fullCollection(): void {
  const vm = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule("node:vm") : undefined;
  if (!vm) return;
  setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
}

/** Sets V8's growth factor, unless it is set so already. */
function setGrowthFactor(want: number): void {
  if (want === factor) return;
  factor = want;
  setFlags(`--semi-space-growth-factor=${want}`);
}
