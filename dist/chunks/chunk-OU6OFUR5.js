import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  appendHistoryFile,
  readHistoryFile
} from "./chunk-RHXYH6NN.js";
import {
  sendRunAlert
} from "./chunk-TOZQERSN.js";
import {
  finishRun,
  jsonReportChunks,
  textOf
} from "./chunk-4FTFEJCL.js";
import {
  EXIT
} from "./chunk-LF6GD3TS.js";
import {
  terminalField
} from "./chunk-IVXJLCJ3.js";
import {
  redactSecrets
} from "./chunk-JWQ4WCDP.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/cli/logger.ts
function cliLogger(io, quiet) {
  return {
    debug() {
    },
    info: (m) => {
      if (!quiet) io.stderr(`${m}
`);
    },
    warning: (m) => io.stderr(`warning: ${m}
`),
    error: (m) => io.stderr(`error: ${m}
`)
  };
}

// src/render/text.ts
var quoted = (text) => terminalField(redactSecrets(text));
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function outcome(t) {
  return t.success === true ? "passed" : t.success === false ? "FAILED" : "unknown";
}
function verdictText(t) {
  const v = t.verdict;
  if (!v) return t.errors.length > 0 ? `${t.errors.length} step error(s), first at step ${t.errors[0].step}` : "";
  if (v.step === null) return v.reason ? terminalField(v.reason) : "not attributable";
  const what = v.mode ? `${v.mode} at step ${v.step}` : `step ${v.step} (no failure mode matched)`;
  return `${what}${v.agent ? ` by ${terminalField(v.agent)}` : ""}, confidence ${v.confidence.toFixed(2)}`;
}
function integrityNote(t) {
  const i = t.integrity;
  if (!i || i.verdict === "intact" || i.verdict === "unsigned") return "";
  const at = i.step !== null ? ` at step ${i.step}` : "";
  return ` [integrity: ${i.verdict}${at}${t.untrusted ? "; findings untrusted" : ""}]`;
}
var CHUNK_CHARS = 64 * 1024;
function traceLine(t) {
  const where = terminalField(t.line ? `${t.file}:${t.line}` : t.file);
  const detail = verdictText(t);
  return `${outcome(t).padEnd(7)} ${where} [${terminalField(t.id)}] ${plural(t.steps, "step")}${detail ? ` \u2014 ${detail}` : ""}${integrityNote(t)}
`;
}
function textFooter(result, gate) {
  const lines = [];
  for (const s2 of result.skipped) lines.push(`${s2.kind === "missing" ? "not found" : "skipped"} ${quoted(s2.line ? `${s2.file}:${s2.line}` : s2.file)} \u2014 ${quoted(s2.reason)}`);
  const s = result.summary;
  const rate = s.failureRate === null ? "n/a" : `${(s.failureRate * 100).toFixed(1)}%`;
  lines.push("");
  lines.push(`${plural(s.traces, "trace")} from ${plural(s.files, "file")}: ${s.failed} failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped; failure rate ${rate}`);
  const modes = Object.entries(s.modes).sort((a, b) => b[1] - a[1]);
  if (modes.length > 0) lines.push(`modes: ${modes.map(([m, n]) => `${m} \xD7${n}`).join(", ")}`);
  for (const w of gate.warnings ?? []) lines.push(`warning: ${terminalField(w)}`);
  lines.push(gate.status === "pass" ? "gate: pass" : `gate: FAIL
${gate.reasons.map((r) => `  - ${terminalField(r)}`).join("\n")}`);
  return `${lines.join("\n")}
`;
}
var TextLines = class {
  constructor(write) {
    this.write = write;
  }
  write;
  buf = "";
  add = (t) => {
    this.buf += traceLine(t);
    if (this.buf.length >= CHUNK_CHARS) this.flush();
  };
  flush() {
    if (this.buf) this.write(this.buf);
    this.buf = "";
  }
};
function* renderTextChunks(result, gate) {
  const chunks = [];
  const lines = new TextLines((text) => chunks.push(text));
  for (const t of result.traces) {
    lines.add(t);
    yield* chunks.splice(0);
  }
  lines.flush();
  yield* chunks.splice(0);
  yield textFooter(result, gate);
}

// src/cli/finish-local.ts
import { execFileSync } from "node:child_process";
import path from "node:path";

// src/compare/text.ts
function comparisonText(c) {
  const count = (status) => c.tasks.filter((t) => t.status === status).length;
  const n = (k, one, many) => `${k} ${k === 1 ? one : many}`;
  const lines = [
    `against the base run (${n(c.base.traces, "trace", "traces")}): ${n(count("new-failure"), "new failure", "new failures")}, ${count("fixed")} fixed, ${count("still-failing")} still failing, ${count("passing")} passing, ${count("unpaired")} unpaired`
  ];
  for (const t of c.tasks.filter((x) => x.status === "new-failure").slice(0, 10)) {
    const seen = t.signature ? t.signature.seen > 0 ? `, known: seen in ${t.signature.seen} of ${t.signature.of} base runs` : ", first seen here" : "";
    lines.push(`  NEW  ${t.task}${seen}${t.divergence ? `: ${t.divergence.summary}` : ""}`);
  }
  for (const l of c.latency.filter((x) => x.flagged)) lines.push(`  SLOW ${l.tool}: median ${Math.round(l.medianMs)} ms, base ${Math.round(l.baseMedianMs)} ms`);
  if (c.drift.drifted) lines.push(`  DRIFT actions changed against the base (PSI ${c.drift.psi})`);
  return `${lines.join("\n")}
`;
}

// src/cli/finish-local.ts
function headCommit(cwd, env) {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}
async function finishLocalRun(result, o, io, logger) {
  const { settings } = o;
  let history = [];
  const historyNotes = [];
  const historyFile = settings.history ? path.resolve(io.cwd, settings.history) : "";
  if (historyFile) {
    let read;
    try {
      read = await readHistoryFile(historyFile);
    } catch (err) {
      io.stderr(`blamegate: --history ${settings.history}: ${errorMessage(err)}
`);
      return EXIT.usage;
    }
    history = read.digests;
    historyNotes.push(...read.notes);
    for (const n of read.notes) logger.warning(n);
  }
  const out = path.resolve(io.cwd, settings.out);
  const finished = await finishRun(
    {
      settings: { ...settings, out },
      result,
      ...o.scan ? { scan: o.scan } : {},
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: headCommit(io.cwd, io.env),
        ref: io.env.GITHUB_REF ?? "",
        workflow: "cli",
        repository: io.env.GITHUB_REPOSITORY ?? path.basename(io.cwd),
        category: settings.category
      },
      history,
      historyNotes,
      isPullRequest: false,
      repoRoot: io.cwd,
      cwd: io.cwd,
      ...o.paths ? { compare: { prPatterns: o.paths, basePatterns: settings.base, baseSource: `--base ${settings.base.join(", ")}` } } : {}
    },
    logger
  );
  const { gate, result: done } = finished;
  if (o.json) for (const chunk of textOf(jsonReportChunks(done, gate))) io.stdout(chunk);
  else {
    if (o.linesPrinted) io.stdout(textFooter(done, gate));
    else for (const chunk of renderTextChunks(done, gate)) io.stdout(chunk);
    if (done.comparison) io.stdout(comparisonText(done.comparison));
    if (o.explain) {
      for (const t of result.traces) if (t.explanation) io.stdout(`
${t.explanation.join("\n")}
`);
    }
    io.stdout(`reports written to ${path.relative(io.cwd, out) || "."}
`);
  }
  if (historyFile) await appendHistoryFile(historyFile, finished.digest);
  const alertFailed = await sendRunAlert(settings, finished, logger);
  if (gate.status === "fail") return EXIT.gateFailed;
  if (alertFailed && settings["fail-on-webhook-error"]) return EXIT.gateFailed;
  return EXIT.ok;
}

export {
  cliLogger,
  TextLines,
  finishLocalRun
};
