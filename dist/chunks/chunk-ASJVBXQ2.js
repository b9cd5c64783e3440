import {
  collectFiles
} from "./chunk-TO6SDY25.js";
import {
  readTraces
} from "./chunk-6MMPFA4I.js";

// src/collect/read-traces.ts
import path from "node:path";
async function* tracesIn(patterns, cwd, skipped, format = "auto") {
  const collected = await collectFiles(patterns, cwd);
  skipped.push(...collected.missing);
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(cwd, file), { format, display: file })) {
      if ("skipped" in item) skipped.push(item.skipped);
      else yield item.trace;
    }
  }
}

export {
  tracesIn
};
