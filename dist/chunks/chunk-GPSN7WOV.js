import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  collectFiles
} from "./chunk-ZPXNCC6G.js";
import {
  analyzeTrace
} from "./chunk-GMYR6CMK.js";
import {
  readTraces
} from "./chunk-GP3ULIZ4.js";

// src/investigate/load.ts
import path from "node:path";
async function* analyzedTraces(patterns, cwd, skipped, options = {}) {
  const collected = await collectFiles(patterns, cwd);
  skipped.push(...collected.missing);
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(cwd, file), { format: options.format ?? "auto", display: file })) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        continue;
      }
      const result = analyzeTrace(item.trace, { integrity: options.integrity ?? "warn", ...options.signingKey ? { signingKey: options.signingKey } : {} });
      yield { trace: item.trace, result };
    }
  }
}

export {
  analyzedTraces
};
