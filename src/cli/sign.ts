// `blamegate sign PATH...`: reads the keys, hands the paths to the signing policy
// (integrity/sign-files.ts) and prints what it did. The exit code is the policy's.
import { errorMessage } from "../error-message.js";
import { optionEnv } from "../options.js";
import { loadKeys } from "../integrity/io.js";
import { keyId, parseKey } from "../integrity/keys.js";
import { formatHead } from "../integrity/ledger.js";
import { signFiles, type SignOutcome } from "../integrity/sign-files.js";
import type { CliIO } from "./types.js";
import { defineVerb, settingFlag, type VerbArgs, type VerbFlag } from "./verb.js";

/** approximately's sign codes; the usage code is the policy's "input" code. */
const USAGE_EXIT = 4;
const KEY_ENV = optionEnv("signing-key");

const FLAGS = [
  { name: "key-file", type: "string", value: "F", description: `HMAC key, hex or text (else $${KEY_ENV}; none: unkeyed SHA-256)` },
  settingFlag("signing-key", { value: "K" }),
  {
    name: "old-key-file",
    type: "string",
    value: "F",
    multiple: true,
    description: "a key the traces are signed with now (rotation: verify with the old key,\nre-sign with the new); repeatable",
  },
  {
    name: "ledger",
    type: "string",
    value: "F",
    description: "append each signed trace's chain root to this JSONL ledger (under F.lock,\nwaiting up to $BLAMEGATE_LEDGER_WAIT_MS, default 30000, for another signer)",
  },
  { name: "force", type: "boolean", description: "sign traces whose current chain does not verify (their edits become signed)" },
  { name: "json", type: "boolean", description: "print { summary, traces: [ { id, file, action, root, reason } ] }" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "sign",
  synopsis: "PATH... [--key-file F] [--old-key-file F]... [--ledger F] [--force] [--json]",
  about: `Stamps blamegate's hash chain (and approximately's, for native traces) into traces.
A native JSON file holding one trace is rewritten in place (meta.integrity); other files
(OTLP, chat, Who&When, agent-blame SQLite, JSONL) get a sidecar, FILE.integrity.`,
  flags: FLAGS,
  positionals: { required: "name at least one file, folder or glob" },
  usageExit: USAGE_EXIT,
  notes: `Exit codes: 0 all signed; 1 some trace refused (its chain is not intact); 4 bad usage,
unreadable key, or a file that could not be read or written.`,
  run: sign,
});
export const run = verb.main;

async function sign({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  let key: Uint8Array | undefined;
  let oldKeys: Uint8Array[];
  try {
    // The key: --signing-key, else --key-file, else the environment.
    const given = values["signing-key"] ? [parseKey(values["signing-key"], "--signing-key")] : [];
    const fromFiles = await loadKeys(values["key-file"] ? [values["key-file"]] : [], given.length ? {} : io.env, [KEY_ENV], io.cwd);
    key = [...given, ...fromFiles][0];
    oldKeys = await loadKeys(values["old-key-file"] ?? [], {}, [], io.cwd);
  } catch (err) {
    // Key errors name the file or variable and the reason, never the key.
    io.stderr(`blamegate sign: ${errorMessage(err)}\n`);
    return USAGE_EXIT;
  }
  // Another signer may hold the ledger's lock for a moment; wait for it (BLAMEGATE_LEDGER_WAIT_MS).
  const wait = Number(io.env.BLAMEGATE_LEDGER_WAIT_MS);
  const outcome = await signFiles({
    paths: positionals,
    cwd: io.cwd,
    ...(key ? { key } : {}),
    oldKeys,
    ...(values.ledger ? { ledger: values.ledger } : {}),
    force: Boolean(values.force),
    now: new Date(),
    ...(Number.isFinite(wait) && wait >= 0 ? { ledgerWaitMs: wait } : {}),
  });
  io.stdout(values.json ? json(outcome, key ? keyId(key) : null) : text(outcome, key ? `HMAC key ${keyId(key)}` : "no key (unkeyed SHA-256)"));
  return outcome.exitCode;
}

function json(o: SignOutcome, key: string | null): string {
  const ledger = o.ledger ? { file: o.ledger.file, recorded: o.ledger.recorded, ...(o.ledger.head ? { head: formatHead(o.ledger.head) } : {}) } : null;
  return `${JSON.stringify({ summary: { signed: o.signed, refused: o.refused, problems: o.problems.length, key, ledger, exitCode: o.exitCode }, traces: o.rows, problems: o.problems }, null, 2)}\n`;
}

function text(o: SignOutcome, keyNote: string): string {
  const lines = o.rows.map((r) => (r.action === "signed" ? `SIGNED   ${r.file} [${r.id}] ${r.where}` : `REFUSED  ${r.file} [${r.id}]: ${r.reason}`));
  for (const p of o.problems) lines.push(`PROBLEM  ${p.file}: ${p.reason}`);
  const ledger = o.ledger?.recorded
    ? `; recorded in ${o.ledger.file} (head ${o.ledger.head ? formatHead(o.ledger.head) : "?"}: keep it where the ledger's editors cannot write, and pass it to verify --ledger-anchor)`
    : o.unrecorded
      ? `; NOT recorded in ${o.ledger?.file}`
      : "";
  lines.push(`${o.signed} signed, ${o.refused} refused, with ${keyNote}${ledger}`);
  return `${lines.join("\n")}\n`;
}
