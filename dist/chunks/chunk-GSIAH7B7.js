import {
  analyzeTrace
} from "./chunk-HZWBYKGB.js";
import {
  tracesIn
} from "./chunk-ASJVBXQ2.js";

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
