
// src/gc-tuning.ts
import { setFlagsFromString } from "node:v8";
var HEAP_GROWING_PERCENT = 15;
function tuneGarbageCollection() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

export {
  tuneGarbageCollection
};
