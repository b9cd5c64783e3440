// `blamegate verify PATH...`: reads the keys and the ledger, hands the paths to the verification
// policy (integrity/verify-files.ts) and prints its report. The exit code is the report's.
import { errorMessage } from "../error-message.js";
import path from "node:path";
import { optionEnv } from "../options.js";
import { loadKeys, readLedger } from "../integrity/io.js";
import { parseKey } from "../integrity/keys.js";
import { parseHead } from "../integrity/ledger.js";
import { VERDICTS } from "../integrity/model.js";
import { VERIFY_EXIT, verifyPaths, type VerifyInput, type VerifyReport } from "../integrity/verify-files.js";
import type { CliIO } from "./types.js";
import { defineVerb, settingFlag, type VerbArgs, type VerbFlag } from "./verb.js";
import { FORMAT_FLAG } from "./common-flags.js";

/** The variables keys are read from: ours, and approximately's. */
const KEY_ENV = [optionEnv("signing-key"), "APPROXIMATELY_SIGNING_KEY"];

const FLAGS = [
  {
    name: "key-file",
    type: "string",
    value: "F",
    multiple: true,
    description: `key for keyed chains, hex or text (repeat it to give old and new keys);\nalso read from ${KEY_ENV.map((v) => `$${v}`).join(" and ")}`,
  },
  settingFlag("signing-key", { value: "K" }),
  settingFlag("ledger", { value: "F" }),
  settingFlag("ledger-anchor", { value: "N:HASH" }),
  FORMAT_FLAG,
  { name: "json", type: "boolean", description: '{ "summary": {...}, "traces": [ { id, file, verdict, step, algorithm } ] }' },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
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
  run: verify,
});
export const run = verb.main;

async function verify({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  let keys: Uint8Array[];
  let ledger: VerifyInput["ledger"];
  try {
    keys = [...(values["signing-key"] ? [parseKey(values["signing-key"], "--signing-key")] : []), ...(await loadKeys(values["key-file"] ?? [], io.env, KEY_ENV, io.cwd))];
    if (values["ledger-anchor"] !== undefined && !values.ledger) throw new Error("--ledger-anchor needs --ledger");
    if (values.ledger) {
      const file = path.resolve(io.cwd, values.ledger);
      const anchor = values["ledger-anchor"] !== undefined ? parseHead(values["ledger-anchor"], "--ledger-anchor") : undefined;
      ledger = { file: values.ledger, index: await readLedger(file), ...(anchor ? { anchor } : {}) };
    }
  } catch (err) {
    // Key errors name the file or variable and the reason, never the key.
    io.stderr(`blamegate verify: ${errorMessage(err)}\n`);
    return VERIFY_EXIT.input;
  }
  const report = await verifyPaths({ paths: positionals, cwd: io.cwd, keys, format: values.format, ...(ledger ? { ledger } : {}) });
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : render(report));
  return report.summary.exitCode;
}

function render(r: VerifyReport): string {
  const lines: string[] = [];
  for (const t of r.traces) {
    const where = `${t.file}${t.line ? `:${t.line}` : ""} [${t.id}]`;
    const at = t.step !== null ? ` at step ${t.step}` : "";
    const alg = t.algorithm ? ` (${t.algorithm})` : "";
    lines.push(`${t.verdict.toUpperCase().padEnd(11)} ${where}${at}${alg}${t.reason ? `: ${t.reason}` : ""}`);
  }
  for (const m of r.missing) lines.push(`MISSING     ${m.file ?? "?"} [${m.id}]: recorded at ledger line ${m.ledgerLine}, not found`);
  for (const s of r.skipped) lines.push(`SKIPPED     ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}`);
  if (r.summary.ledger?.broken) lines.push(`LEDGER      ${r.summary.ledger.file} line ${r.summary.ledger.broken.line}: ${r.summary.ledger.broken.reason}; later lines are not trusted`);
  if (r.summary.ledger?.anchor?.problem) lines.push(`LEDGER      ${r.summary.ledger.file}: does not extend the anchor ${r.summary.ledger.anchor.expected}: ${r.summary.ledger.anchor.problem}`);
  if (r.summary.ledger) lines.push(`LEDGER      ${r.summary.ledger.file}: head ${r.summary.ledger.head}`);
  const s = r.summary;
  const parts = VERDICTS.filter((v) => s[v] > 0).map((v) => `${s[v]} ${v}`);
  if (s.missing) parts.push(`${s.missing} missing`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  lines.push(`${s.traces} trace${s.traces === 1 ? "" : "s"} in ${s.files} file${s.files === 1 ? "" : "s"}: ${parts.join(", ") || "nothing to verify"}`);
  return `${lines.join("\n")}\n`;
}
