import {
  missingTraces
} from "./chunk-HIODOE2A.js";
import {
  loadKeys,
  readLedger,
  verifyFileTraces
} from "./chunk-AZSB5GDB.js";
import {
  VERDICTS,
  checkAnchor,
  formatHead,
  ledgerHead,
  parseHead,
  parseKey
} from "./chunk-YGCNO4FP.js";
import "./chunk-IQDB7SWC.js";
import "./chunk-OOTPXRYL.js";
import {
  FORMAT_FLAG
} from "./chunk-LZA6KSJF.js";
import {
  defineVerb,
  settingFlag
} from "./chunk-XMZDHVEO.js";
import {
  collectFiles
} from "./chunk-TO6SDY25.js";
import {
  readTraces
} from "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-HICB6UNN.js";
import {
  optionEnv
} from "./chunk-CWNB6RKT.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/verify.ts
import path2 from "node:path";

// src/integrity/verify-files.ts
import path from "node:path";
var VERIFY_EXIT = {
  intact: 0,
  /** Any trace tampered, rolled back, signed with another key, or with an unreadable block; a broken
   * ledger line; a trace the ledger knows that is gone. Outranks every other code. */
  broken: 1,
  /** Nothing broken, some trace unsigned (and none keyed-without-key). */
  unsigned: 2,
  /** Nothing broken, some trace keyed but not authenticated whole: no key given, or (with a key) approximately's chain alone. */
  keyedNoKey: 3,
  /** Bad usage, an unreadable key file or ledger, no traces found, or files that could not be read. */
  input: 4
};
async function verifyPaths(input) {
  const { files, missing: notFound } = await collectFiles(input.paths, input.cwd);
  const traces = [];
  const skipped = notFound.map((m) => ({ file: m.file, reason: m.reason }));
  const seen = /* @__PURE__ */ new Set();
  const ledgerIndex = input.ledger?.index;
  const opts = { keys: input.keys, ...ledgerIndex && !ledgerIndex.broken ? { ledger: ledgerIndex } : {} };
  for (const file of files) {
    const abs = path.resolve(input.cwd, file);
    const fileTraces = [];
    for await (const item of readTraces(abs, { display: file, format: input.format ?? "auto" })) {
      if ("skipped" in item) skipped.push(item.skipped);
      else fileTraces.push(item.trace);
    }
    const checked = await verifyFileTraces(abs, fileTraces, opts);
    if (checked.sidecarError) skipped.push({ file: `${file}.integrity`, reason: checked.sidecarError });
    fileTraces.forEach((trace, i) => {
      const v = checked.results[i];
      seen.add(trace.id);
      traces.push({
        id: trace.id,
        file,
        ...trace.origin.line !== void 0 ? { line: trace.origin.line } : {},
        verdict: v.verdict,
        step: v.step,
        algorithm: v.algorithm,
        ...v.reason ? { reason: v.reason } : {}
      });
    });
    for (const g of checked.gone) {
      traces.push({ id: g.id, file, verdict: "tampered", step: null, algorithm: g.algorithm, reason: `signed trace at position ${g.position} is gone from the file` });
    }
  }
  let missing = [];
  if (ledgerIndex && !ledgerIndex.broken) {
    const scanned = new Set(files.map((f) => path.resolve(input.cwd, f)));
    const records = await missingTraces(ledgerIndex, seen, input.paths, input.cwd, scanned);
    missing = records.map((r) => ({ id: r.id, ...r.file ? { file: r.file } : {}, ledgerLine: r.line, root: r.root }));
  }
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  for (const t of traces) counts[t.verdict]++;
  const ledgerBroken = ledgerIndex?.broken ?? null;
  const anchor = input.ledger?.anchor;
  const anchorProblem = anchor && ledgerIndex ? checkAnchor(ledgerIndex, anchor) : null;
  const exitCode = counts.tampered + counts["rolled-back"] + counts["wrong-key"] + counts.invalid + missing.length > 0 || ledgerBroken || anchorProblem ? VERIFY_EXIT.broken : skipped.length > 0 || traces.length === 0 ? VERIFY_EXIT.input : counts.keyed > 0 ? VERIFY_EXIT.keyedNoKey : counts.unsigned > 0 ? VERIFY_EXIT.unsigned : VERIFY_EXIT.intact;
  return {
    summary: {
      files: files.length,
      traces: traces.length,
      ...counts,
      skipped: skipped.length,
      missing: missing.length,
      ledger: input.ledger ? {
        file: input.ledger.file,
        records: input.ledger.index.records.length,
        broken: ledgerBroken,
        head: formatHead(ledgerHead(input.ledger.index)),
        ...anchor ? { anchor: { expected: formatHead(anchor), problem: anchorProblem } } : {}
      } : null,
      exitCode
    },
    traces,
    skipped,
    missing
  };
}

// src/cli/verify.ts
var KEY_ENV = [optionEnv("signing-key"), "APPROXIMATELY_SIGNING_KEY"];
var FLAGS = [
  {
    name: "key-file",
    type: "string",
    value: "F",
    multiple: true,
    description: `key for keyed chains, hex or text (repeat it to give old and new keys);
also read from ${KEY_ENV.map((v) => `$${v}`).join(" and ")}`
  },
  settingFlag("signing-key", { value: "K" }),
  settingFlag("ledger", { value: "F" }),
  settingFlag("ledger-anchor", { value: "N:HASH" }),
  FORMAT_FLAG,
  { name: "json", type: "boolean", description: '{ "summary": {...}, "traces": [ { id, file, verdict, step, algorithm } ] }' }
];
var verb = defineVerb({
  name: "verify",
  synopsis: "PATH... [--key-file F]... [--ledger F [--ledger-anchor N:HASH]] [--json] [--format F]",
  about: `Verifies the hash chains in traces: approximately's sha256-chain-v1 / hmac-sha256-chain-v1 and
blamegate's own chain (which also covers success, final_output, id and meta). Traces of formats
that cannot hold a chain are verified from their sidecar, FILE.integrity (see blamegate sign).`,
  flags: FLAGS,
  positionals: { required: "name at least one file, folder or glob" },
  usageExit: VERIFY_EXIT.input,
  notes: `Verdicts: intact, unsigned, keyed (keyed, no key given), wrong-key, tampered (at the first
altered step; it and every later step are untrusted), rolled-back (an older signed version,
per the ledger), invalid (the integrity block is malformed).

With a key given, intact means blamegate's keyed chain holds under it (every field, every step,
the block's own fields). approximately's keyed chain alone reads keyed (it leaves success,
final_output and meta out: blamegate sign --key-file adds ours); unkeyed chains alone read
unsigned (anyone can recompute one). Without a key, an unkeyed chain only shows naive edits.

Exit codes (the highest-ranked that applies, in this order):
  1  a trace is tampered, rolled-back, wrong-key or invalid; a ledger line is broken, or the
     ledger does not extend --ledger-anchor; or a trace the ledger recorded under PATH is gone
  4  bad usage, unreadable key file or ledger, no traces found, or a file could not be read
  3  some trace is keyed and no key was given (or, with a key, carries approximately's chain alone)
  2  some trace is unsigned
  0  every trace is intact`,
  run: verify
});
var run = verb.main;
async function verify({ values, positionals }, io) {
  let keys;
  let ledger;
  try {
    keys = [...values["signing-key"] ? [parseKey(values["signing-key"], "--signing-key")] : [], ...await loadKeys(values["key-file"] ?? [], io.env, KEY_ENV, io.cwd)];
    if (values["ledger-anchor"] !== void 0 && !values.ledger) throw new Error("--ledger-anchor needs --ledger");
    if (values.ledger) {
      const file = path2.resolve(io.cwd, values.ledger);
      const anchor = values["ledger-anchor"] !== void 0 ? parseHead(values["ledger-anchor"], "--ledger-anchor") : void 0;
      ledger = { file: values.ledger, index: await readLedger(file), ...anchor ? { anchor } : {} };
    }
  } catch (err) {
    io.stderr(`blamegate verify: ${errorMessage(err)}
`);
    return VERIFY_EXIT.input;
  }
  const report = await verifyPaths({ paths: positionals, cwd: io.cwd, keys, format: values.format, ...ledger ? { ledger } : {} });
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}
` : render(report));
  return report.summary.exitCode;
}
function render(r) {
  const lines = [];
  for (const t of r.traces) {
    const where = `${t.file}${t.line ? `:${t.line}` : ""} [${t.id}]`;
    const at = t.step !== null ? ` at step ${t.step}` : "";
    const alg = t.algorithm ? ` (${t.algorithm})` : "";
    lines.push(`${t.verdict.toUpperCase().padEnd(11)} ${where}${at}${alg}${t.reason ? `: ${t.reason}` : ""}`);
  }
  for (const m of r.missing) lines.push(`MISSING     ${m.file ?? "?"} [${m.id}]: recorded at ledger line ${m.ledgerLine}, not found`);
  for (const s2 of r.skipped) lines.push(`SKIPPED     ${s2.file}${s2.line ? `:${s2.line}` : ""}: ${s2.reason}`);
  if (r.summary.ledger?.broken) lines.push(`LEDGER      ${r.summary.ledger.file} line ${r.summary.ledger.broken.line}: ${r.summary.ledger.broken.reason}; later lines are not trusted`);
  if (r.summary.ledger?.anchor?.problem) lines.push(`LEDGER      ${r.summary.ledger.file}: does not extend the anchor ${r.summary.ledger.anchor.expected}: ${r.summary.ledger.anchor.problem}`);
  if (r.summary.ledger) lines.push(`LEDGER      ${r.summary.ledger.file}: head ${r.summary.ledger.head}`);
  const s = r.summary;
  const parts = VERDICTS.filter((v) => s[v] > 0).map((v) => `${s[v]} ${v}`);
  if (s.missing) parts.push(`${s.missing} missing`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  lines.push(`${s.traces} trace${s.traces === 1 ? "" : "s"} in ${s.files} file${s.files === 1 ? "" : "s"}: ${parts.join(", ") || "nothing to verify"}`);
  return `${lines.join("\n")}
`;
}
export {
  run,
  verb
};
