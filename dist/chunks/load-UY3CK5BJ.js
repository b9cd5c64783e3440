import {
  collectFiles
} from "./chunk-TO6SDY25.js";
import {
  readTraces
} from "./chunk-YAVCFKUC.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-2JW5TEAS.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

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

// src/compare/load.ts
async function loadRun(patterns, cwd, format = "auto") {
  const skipped = [];
  const traces = [];
  for await (const t of tracesIn(patterns, cwd, skipped, format)) traces.push(t);
  return { traces, skipped };
}
export {
  loadRun
};
