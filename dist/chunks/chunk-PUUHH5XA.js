
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
var holding = false;
var factor = 0;
var calls = 0;
var setFlags = setFlagsFromString;
var readNewSpace = newSpaceBytes;
function tuneGarbageCollection(v8Version = process.versions.v8, set = setFlagsFromString, read = newSpaceBytes) {
  set(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  holding = Number(v8Version.split(".")[0]) >= 12;
  if (!holding) return;
  setFlags = set;
  readNewSpace = read;
  factor = 0;
  calls = 0;
  set(`--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`);
}
function holdYoungGeneration() {
  if (!holding || ++calls % HOLD_EVERY !== 0) return;
  setGrowthFactor(readNewSpace() >= 2 * MAIN_SEMI_SPACE_MB * 1024 * 1024 ? 1 : 2);
}
function freezeYoungGeneration() {
  if (holding) setGrowthFactor(1);
}
function setGrowthFactor(want) {
  if (want === factor) return;
  factor = want;
  setFlags(`--semi-space-growth-factor=${want}`);
}

export {
  tuneGarbageCollection,
  holdYoungGeneration,
  freezeYoungGeneration
};
