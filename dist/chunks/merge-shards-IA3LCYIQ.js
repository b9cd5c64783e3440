import {
  quoteInput
} from "./chunk-SVGWM2V3.js";
import {
  RunResultSchema,
  runResultOf,
  summarize,
  traceList
} from "./chunk-MY7OTJ2O.js";
import "./chunk-AILNL7PL.js";
import "./chunk-KR66X3FU.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import {
  glob
} from "./chunk-ZYKU22ZO.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/merge/load.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
var MergeInputError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "MergeInputError";
  }
};
var RESULTS_FILE = "results.json";
async function locateResultFiles(inputs, cwd) {
  const found = /* @__PURE__ */ new Set();
  const missing = [];
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    const info = await stat(abs).catch(() => null);
    if (!info) {
      missing.push({ file: input, reason: "no such file or folder", kind: "missing" });
      continue;
    }
    if (info.isDirectory()) {
      const hits = await glob(`**/${RESULTS_FILE}`, { cwd: abs, absolute: true, onlyFiles: true });
      if (hits.length === 0) missing.push({ file: input, reason: `holds no ${RESULTS_FILE}`, kind: "missing" });
      for (const h of hits) found.add(path.resolve(h));
    } else found.add(abs);
  }
  return { files: [...found].sort(), missing };
}
async function loadShardReports(inputs, cwd) {
  const { files, missing } = await locateResultFiles(inputs, cwd);
  const results = [];
  const read = [];
  const skipped = [...missing];
  for (const f of files) {
    const display = path.relative(cwd, f) || f;
    try {
      results.push(await loadResults(f, display));
      read.push(f);
    } catch (err) {
      if (!(err instanceof MergeInputError)) throw err;
      skipped.push({ file: display, reason: err.message.startsWith(`${display}: `) ? err.message.slice(display.length + 2) : err.message });
    }
  }
  return { files: read, results, skipped };
}
async function loadResults(file, display = file) {
  let doc;
  try {
    doc = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new MergeInputError(`${display}: not readable JSON: ${errorMessage(err)}`);
  }
  const parsed = RunResultSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MergeInputError(`${display}: not a blamegate results file (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`);
  }
  return runResultOf(parsed.data);
}

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

// src/run/merge-shards.ts
async function mergeShardReports(inputs, cwd, logger, o) {
  const loaded = await loadShardReports(inputs, cwd);
  logger.info(`merging ${loaded.files.length} shard report${loaded.files.length === 1 ? "" : "s"}`);
  const merged = mergeWithReport(loaded.results);
  const unread = [...loaded.skipped, ...merged.result.skipped];
  for (const s of unread) logger.warning(`${quoteInput(s.file)}: ${quoteInput(s.reason, 400)}`);
  const skipped = [...o.skipped ?? [], ...unread];
  for (const f of merged.duplicateFiles) logger.warning(`${quoteInput(f)} was reported by more than one shard; kept the first shard's results`);
  return { ...merged.result, skipped, summary: { ...merged.result.summary, skipped: skipped.length }, lookedFor: merged.result.lookedFor ?? o.lookedFor };
}
export {
  mergeShardReports
};
