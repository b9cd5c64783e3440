import {
  summarize
} from "./chunk-TMOKJ75J.js";
import {
  traceList
} from "./chunk-FQPP3V4W.js";

// src/merge/merge.ts
function missingShards(results) {
  const specs = results.map((r) => r.shard).filter((s) => s !== void 0);
  if (specs.length === 0) return [];
  const counts = [...new Set(specs.map((s) => s.count))].sort((a, b) => a - b);
  if (counts.length > 1) return [{ file: "shards", reason: `the shard reports disagree on the number of shards (${counts.join(", ")}): they are not one matrix's` }];
  const count = counts[0];
  const present = new Set(specs.map((s) => s.index));
  const out = [];
  for (let i = 1; i <= count; i++) if (!present.has(i)) out.push({ file: `shard ${i}/${count}`, reason: "no report from this shard (its job failed or its report was not downloaded): its traces were not read" });
  return out;
}
var skipKey = (s) => `${s.file}\0${s.line ?? ""}\0${s.reason}`;
function byFile(items) {
  return items.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}
function mergeWithReport(results) {
  const owner = /* @__PURE__ */ new Map();
  const duplicates = /* @__PURE__ */ new Set();
  const claim = (file, shard) => {
    const first = owner.get(file);
    if (first === void 0) {
      owner.set(file, shard);
      return true;
    }
    if (first !== shard) duplicates.add(file);
    return first === shard;
  };
  const seenIn = /* @__PURE__ */ new Map();
  results.forEach((r, shard) => {
    for (const s of r.skipped) {
      const k = skipKey(s);
      if (!seenIn.has(k)) seenIn.set(k, /* @__PURE__ */ new Set());
      seenIn.get(k).add(shard);
    }
  });
  const common = (s) => results.length > 1 && seenIn.get(skipKey(s)).size === results.length;
  const traces = [];
  const fileSkips = [];
  const inputSkips = [];
  const inputSeen = /* @__PURE__ */ new Set();
  results.forEach((r, shard) => {
    for (const t of r.traces) if (claim(t.file, shard)) traces.push(t);
    for (const s of r.skipped) {
      if (common(s)) {
        const k = skipKey(s);
        if (!inputSeen.has(k)) {
          inputSeen.add(k);
          inputSkips.push(s);
        }
      } else if (claim(s.file, shard)) fileSkips.push(s);
    }
  });
  byFile(traces);
  byFile(fileSkips);
  const skipped = [...missingShards(results), ...inputSkips, ...fileSkips];
  const files = results.reduce((n, r) => n + r.summary.files, 0) - duplicates.size;
  const lookedFor = [...new Set(results.flatMap((r) => r.lookedFor ?? []))];
  return {
    result: { summary: summarize(traces, files, skipped.length), traces: traceList(traces), skipped, ...lookedFor.length ? { lookedFor } : {} },
    duplicateFiles: [...duplicates].sort()
  };
}
function mergeResults(results) {
  return mergeWithReport(results).result;
}

export {
  mergeWithReport,
  mergeResults
};
