import {
  tracesIn
} from "./chunk-QV4A4JJM.js";
import "./chunk-EQ4L32OJ.js";
import "./chunk-COWDFELU.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-ZDNBUPEF.js";
import "./chunk-5TGD2BJC.js";
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
