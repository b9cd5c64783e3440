import {
  analyzeTrace
} from "./chunk-7F6ALQ4E.js";
import {
  tracesIn
} from "./chunk-QV4A4JJM.js";

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
