import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  SECRET_ENV,
  readFlagFile,
  readStdin,
  resolveSecret,
  verifyGithubSignature,
  verifyWebhook
} from "./chunk-244B5SAR.js";
import "./chunk-2LHVHNWU.js";
import {
  defineVerb,
  numberCheck
} from "./chunk-XMZDHVEO.js";
import {
  UsageError
} from "./chunk-HICB6UNN.js";
import {
  terminalField
} from "./chunk-HVI7M32Y.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/verify-webhook.ts
import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
var SECONDS = "--tolerance and --now take numbers of seconds";
var FLAGS = [
  { name: "secret", type: "string", value: "S", description: `the webhook secret (whsec_... or text); or --secret-file F, or $${SECRET_ENV}` },
  { name: "secret-file", type: "string", value: "F", description: "a file holding the webhook secret" },
  { name: "header", type: "string", value: '"N: V"', short: "H", multiple: true, description: "a received header (repeatable)" },
  { name: "headers", type: "string", value: "FILE", description: 'received headers: a JSON object, or "Name: value" lines (an HTTP dump)' },
  { name: "body", type: "string", value: "FILE", description: 'the raw body exactly as received; "-" or absent reads stdin' },
  { name: "tolerance", type: "string", value: "SECONDS", description: "timestamp tolerance (default 300)", check: numberCheck(SECONDS, (n) => n >= 0) },
  { name: "now", type: "string", value: "EPOCH_SECONDS", description: "verify as of this time (re-checking a stored message)", check: numberCheck(SECONDS, Number.isFinite) },
  { name: "seen", type: "string", value: "FILE", description: "ids already accepted, one a line; a valid id is appended" },
  { name: "github", type: "boolean", description: "also require a matching X-Hub-Signature-256" },
  { name: "json", type: "boolean", description: "print the result as JSON" }
];
var verb = defineVerb({
  name: "verify-webhook",
  synopsis: "[options]",
  about: `Verifies a Standard Webhooks message: signature, timestamp (5-minute tolerance) and, with
--seen, replayed ids.`,
  flags: FLAGS,
  positionals: "none",
  notes: `Exit code 0 valid, 1 invalid, 2 usage error (a secret, header or body file that cannot be
read is one); all verbs' codes are in docs/cli.md.`,
  run: verifyWebhookVerb
});
var run = verb.main;
function parseHeaderText(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    const obj = JSON.parse(trimmed);
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k.toLowerCase(), String(v)]));
  }
  const out = {};
  for (const line of trimmed.split(/\r?\n/)) {
    if (line === "") break;
    const at = line.indexOf(":");
    if (at <= 0 || /^[A-Z]+ \S+ HTTP\//.test(line)) continue;
    out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}
function fileSeenIds(file) {
  return {
    async checkAndAdd(id) {
      let known = [];
      try {
        known = (await readFile(file, "utf8")).split(/\r?\n/);
      } catch (e) {
        if (e.code !== "ENOENT") throw e;
      }
      if (known.includes(id)) return true;
      await appendFile(file, `${id}
`, "utf8");
      return false;
    }
  };
}
async function verifyWebhookVerb({ values }, io) {
  let secret;
  let headers = {};
  let body;
  try {
    secret = await resolveSecret(values, io);
    if (!secret) {
      io.stderr(`blamegate verify-webhook: no secret (--secret, --secret-file or $${SECRET_ENV})
`);
      return 2;
    }
    if (values.headers) headers = parseHeaderText(await readFlagFile(io, "--headers", values.headers, "utf8"));
    for (const h of values.header ?? []) Object.assign(headers, parseHeaderText(h));
    body = !values.body || values.body === "-" ? await readStdin(io) : await readFlagFile(io, "--body", values.body);
  } catch (e) {
    if (e instanceof SyntaxError) io.stderr(`blamegate verify-webhook: --headers: not a JSON object of headers (${e.message})
`);
    else if (e instanceof UsageError) io.stderr(`blamegate verify-webhook: ${e.message}
`);
    else throw e;
    return 2;
  }
  const resolve = (p) => path.resolve(io.cwd, p);
  const tolerance = values.tolerance !== void 0 ? Number(values.tolerance) : void 0;
  const nowSeconds = values.now !== void 0 ? Number(values.now) : void 0;
  let result = await verifyWebhook({
    headers,
    body,
    secret,
    ...nowSeconds !== void 0 ? { now: nowSeconds * 1e3 } : {},
    ...tolerance !== void 0 ? { toleranceSeconds: tolerance } : {},
    ...values.seen ? { seen: fileSeenIds(resolve(values.seen)) } : {}
  });
  if (result.valid && values.github && !verifyGithubSignature(secret, body, headers["x-hub-signature-256"])) {
    result = { valid: false, reason: "bad-signature", message: "X-Hub-Signature-256 is missing or does not match", id: result.id };
  }
  if (values.json) {
    const { body: _b, ...shown } = result.valid ? result : { ...result, body: void 0 };
    io.stdout(JSON.stringify(shown) + "\n");
  } else if (result.valid) {
    io.stdout(`valid: ${terminalField(result.id)} signed at ${new Date(result.timestamp * 1e3).toISOString()}
`);
  } else {
    io.stdout(`invalid: ${result.reason}: ${terminalField(result.message)}
`);
  }
  return result.valid ? 0 : 1;
}
export {
  parseHeaderText,
  run,
  verb
};
