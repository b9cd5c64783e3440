import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  tracesIn
} from "./chunk-Q3NMJ5CW.js";
import {
  analyzeTrace
} from "./chunk-LJ2OUGFW.js";

// src/investigate/load.ts
async function* analyzedTraces(patterns, cwd, skipped, options = {}) {
  for await (const trace of tracesIn(patterns, cwd, skipped, options.format ?? "auto")) {
    const result = analyzeTrace(trace, { integrity: options.integrity ?? "warn", ...options.signingKey ? { signingKey: options.signingKey } : {} });
    yield { trace, result };
  }
}

export {
  analyzedTraces
};
