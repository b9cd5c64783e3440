
// src/gc-tuning.ts
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
var HEAP_GROWING_PERCENT = 15;
var MAIN_SEMI_SPACE_MB = 8;
var LATER_ISOLATES_SEMI_SPACE_MB = 16;
var HOLD_EVERY = 16;
function newSpaceBytes() {
  for (const s of getHeapSpaceStatistics()) if (s.space_name === "new_space") return s.space_size;
  return 0;
}
var DEFAULT_GROWTH_FACTOR = 2;
var armed = false;
var canHold = false;
var holding = false;
var largeTuned = false;
var factor = 0;
var calls = 0;
var setFlags = setFlagsFromString;
var readNewSpace = newSpaceBytes;
var collectNow = fullCollection;
var forLargeRuns = [];
function tuneGarbageCollection(v8Version = process.versions.v8, set = setFlagsFromString, read = newSpaceBytes, collect = fullCollection) {
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
function onLargeRun(apply) {
  if (!armed) return;
  if (largeTuned) apply();
  else forLargeRuns.push(apply);
}
function sizeUpRun(large) {
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
function holdYoungGeneration() {
  if (!holding || ++calls % HOLD_EVERY !== 0) return;
  setGrowthFactor(readNewSpace() >= 2 * MAIN_SEMI_SPACE_MB * 1024 * 1024 ? 1 : 2);
}
function freezeYoungGeneration() {
  if (holding) setGrowthFactor(1);
}
function freezeForListing() {
  if (armed && canHold) setGrowthFactor(1);
}
function collectSetUpGarbage() {
  if (largeTuned) collectNow();
}
function fullCollection() {
  const vm = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule("node:vm") : void 0;
  if (!vm) return;
  setFlagsFromString("--expose-gc");
  vm.runInNewContext("gc")();
}
function setGrowthFactor(want) {
  if (want === factor) return;
  factor = want;
  setFlags(`--semi-space-growth-factor=${want}`);
}

export {
  tuneGarbageCollection,
  onLargeRun,
  sizeUpRun,
  holdYoungGeneration,
  freezeYoungGeneration,
  freezeForListing,
  collectSetUpGarbage
};
