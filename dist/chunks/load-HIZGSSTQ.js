import {
  tracesIn
} from "./chunk-ASJVBXQ2.js";
import "./chunk-TO6SDY25.js";
import "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

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
