import {
  mergeWithReport
} from "./chunk-3JKAPHF3.js";
import {
  quoteInput
} from "./chunk-N3QCFAHF.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  RunResultSchema,
  runResultOf
} from "./chunk-FQPP3V4W.js";
import {
  glob
} from "./chunk-KUOYBLV3.js";

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
