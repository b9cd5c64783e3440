// `blamegate verify-webhook`: checks one received message (headers + raw body) the way a
// receiver must, and says valid or invalid with the reason. Exit 0 valid, 1 invalid, 2 usage.
import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
import type { SeenIdStore } from "../webhook/seen-ids.js";
import { verifyGithubSignature, verifyWebhook } from "../webhook/verify.js";
import type { CliIO } from "./types.js";
import { readFlagFile, readStdin, resolveSecret, SECRET_ENV, type IOWithStdin } from "./webhook-args.js";
import { UsageError } from "./args.js";
import { defineVerb, numberCheck, type VerbArgs, type VerbFlag } from "./verb.js";
import { terminalField } from "../render/terminal.js";

const SECONDS = "--tolerance and --now take numbers of seconds";

const FLAGS = [
  { name: "secret", type: "string", value: "S", description: `the webhook secret (whsec_... or text); or --secret-file F, or $${SECRET_ENV}` },
  { name: "secret-file", type: "string", value: "F", description: "a file holding the webhook secret" },
  { name: "header", type: "string", value: '"N: V"', short: "H", multiple: true, description: "a received header (repeatable)" },
  { name: "headers", type: "string", value: "FILE", description: 'received headers: a JSON object, or "Name: value" lines (an HTTP dump)' },
  { name: "body", type: "string", value: "FILE", description: 'the raw body exactly as received; "-" or absent reads stdin' },
  { name: "tolerance", type: "string", value: "SECONDS", description: "timestamp tolerance (default 300)", check: numberCheck(SECONDS, (n) => n >= 0) },
  { name: "now", type: "string", value: "EPOCH_SECONDS", description: "verify as of this time (re-checking a stored message)", check: numberCheck(SECONDS, Number.isFinite) },
  { name: "seen", type: "string", value: "FILE", description: "ids already accepted, one a line; a valid id is appended" },
  { name: "github", type: "boolean", description: "also require a matching X-Hub-Signature-256" },
  { name: "json", type: "boolean", description: "print the result as JSON" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "verify-webhook",
  synopsis: "[options]",
  about: `Verifies a Standard Webhooks message: signature, timestamp (5-minute tolerance) and, with
--seen, replayed ids.`,
  flags: FLAGS,
  positionals: "none",
  notes: `Exit code 0 valid, 1 invalid, 2 usage error (a secret, header or body file that cannot be
read is one); all verbs' codes are in docs/cli.md.`,
  run: verifyWebhookVerb,
});
export const run = verb.main;

/** Parses a JSON object of headers or "Name: value" lines (a request line is ignored). */
export function parseHeaderText(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    const obj = JSON.parse(trimmed) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k.toLowerCase(), String(v)]));
  }
  const out: Record<string, string> = {};
  for (const line of trimmed.split(/\r?\n/)) {
    if (line === "") break; // end of the header block in an HTTP dump
    const at = line.indexOf(":");
    if (at <= 0 || /^[A-Z]+ \S+ HTTP\//.test(line)) continue;
    out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

function fileSeenIds(file: string): SeenIdStore {
  return {
    async checkAndAdd(id) {
      let known: string[] = [];
      try {
        known = (await readFile(file, "utf8")).split(/\r?\n/);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
      if (known.includes(id)) return true;
      await appendFile(file, `${id}\n`, "utf8");
      return false;
    },
  };
}

async function verifyWebhookVerb({ values }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  let secret: string | null;
  let headers: Record<string, string> = {};
  let body: string | Buffer;
  try {
    secret = await resolveSecret(values, io);
    if (!secret) {
      io.stderr(`blamegate verify-webhook: no secret (--secret, --secret-file or $${SECRET_ENV})\n`);
      return 2;
    }
    if (values.headers) headers = parseHeaderText(await readFlagFile(io, "--headers", values.headers, "utf8"));
    for (const h of values.header ?? []) Object.assign(headers, parseHeaderText(h));
    body = !values.body || values.body === "-" ? await readStdin(io as IOWithStdin) : await readFlagFile(io, "--body", values.body);
  } catch (e) {
    if (e instanceof SyntaxError) io.stderr(`blamegate verify-webhook: --headers: not a JSON object of headers (${e.message})\n`);
    else if (e instanceof UsageError) io.stderr(`blamegate verify-webhook: ${e.message}\n`);
    else throw e;
    return 2;
  }
  const resolve = (p: string) => path.resolve(io.cwd, p);
  const tolerance = values.tolerance !== undefined ? Number(values.tolerance) : undefined;
  const nowSeconds = values.now !== undefined ? Number(values.now) : undefined;
  let result = await verifyWebhook({
    headers,
    body,
    secret,
    ...(nowSeconds !== undefined ? { now: nowSeconds * 1000 } : {}),
    ...(tolerance !== undefined ? { toleranceSeconds: tolerance } : {}),
    ...(values.seen ? { seen: fileSeenIds(resolve(values.seen)) } : {}),
  });
  if (result.valid && values.github && !verifyGithubSignature(secret, body, headers["x-hub-signature-256"])) {
    result = { valid: false, reason: "bad-signature", message: "X-Hub-Signature-256 is missing or does not match", id: result.id };
  }
  if (values.json) {
    const { body: _b, ...shown } = result.valid ? result : { ...result, body: undefined };
    io.stdout(JSON.stringify(shown) + "\n");
  } else if (result.valid) {
    io.stdout(`valid: ${terminalField(result.id)} signed at ${new Date(result.timestamp * 1000).toISOString()}\n`);
  } else {
    io.stdout(`invalid: ${result.reason}: ${terminalField(result.message)}\n`);
  }
  return result.valid ? 0 : 1;
}
