// `blamegate serve-webhooks`: a verify-only receiver on 127.0.0.1 that stores accepted alerts
// as JSONL, for trying alerts from a laptop or a CI job. Runs until interrupted, or until
// --max-alerts alerts were stored.
import { appendFile } from "node:fs/promises";
import path from "node:path";
import { UsageError } from "./args.js";
import { defineVerb, numberCheck, type VerbArgs, type VerbFlag } from "./verb.js";
import { MAX_BODY_BYTES, startWebhookReceiver, type ReceivedAlert } from "../webhook/receiver.js";
import type { CliIO } from "./types.js";
import { resolveSecret, SECRET_ENV } from "./webhook-args.js";

const FLAGS = [
  {
    name: "port",
    type: "string",
    value: "P",
    description: "port to listen on (0 picks a free one; it is printed)",
    check: numberCheck("--port needs a port number", (n) => Number.isInteger(n) && n >= 0 && n <= 65535, true),
  },
  { name: "secret", type: "string", value: "S", description: `the webhook secret; or --secret-file F, or $${SECRET_ENV}` },
  { name: "secret-file", type: "string", value: "F", description: "a file holding the webhook secret" },
  { name: "out", type: "string", value: "FILE", description: "append accepted alerts here as JSONL (default: print them)" },
  { name: "tolerance", type: "string", value: "SECONDS", description: "timestamp tolerance (default 300)", check: numberCheck("--tolerance takes a number of seconds", (n) => n >= 0) },
  { name: "max-alerts", type: "string", value: "N", description: "stop after storing N alerts" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "serve-webhooks",
  synopsis: "--port P [options]",
  about: `Listens on 127.0.0.1 only, verifies every POST (signature, 5-minute timestamp tolerance,
replayed ids), refuses bodies over 1 MiB, and stores accepted alerts as JSONL.`,
  flags: FLAGS,
  positionals: "none",
  run: serve,
});
export const run = verb.main;

export type ServeIO = CliIO & {
  /** Resolves when the verb should stop (tests); SIGINT/SIGTERM otherwise. */
  until?: Promise<void>;
};

async function serve({ values }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const port = Number(values.port);
  let secret: string | null;
  try {
    secret = await resolveSecret(values, io);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`blamegate serve-webhooks: ${e.message}\n`);
    return 2;
  }
  if (!secret) {
    io.stderr(`blamegate serve-webhooks: no secret (--secret, --secret-file or $${SECRET_ENV}); this receiver only accepts verified alerts\n`);
    return 2;
  }
  const maxAlerts = values["max-alerts"] !== undefined ? Number(values["max-alerts"]) : Infinity;
  const out = values.out ? path.resolve(io.cwd, values.out) : null;
  let stored = 0;
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  // Appends are chained so concurrent deliveries never interleave lines.
  let writes = Promise.resolve();
  const onAlert = (alert: ReceivedAlert) => {
    const line = JSON.stringify(alert) + "\n";
    writes = writes.then(() => (out ? appendFile(out, line, "utf8") : io.stdout(line)));
    return writes.then(() => {
      stored++;
      if (stored >= maxAlerts) stop();
    });
  };
  const logger = {
    debug() {},
    info: (m: string) => io.stderr(`${m}\n`),
    warning: (m: string) => io.stderr(`warning: ${m}\n`),
    error: (m: string) => io.stderr(`error: ${m}\n`),
  };
  const receiver = await startWebhookReceiver({
    secret,
    port,
    onAlert,
    logger,
    ...(values.tolerance !== undefined ? { toleranceSeconds: Number(values.tolerance) } : {}),
  });
  io.stdout(`listening on ${receiver.url} (max body ${MAX_BODY_BYTES} bytes)${out ? `, storing alerts in ${out}` : ""}\n`);
  const onSignal = () => stop();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const until = (io as ServeIO).until;
  await Promise.race([stopped, ...(until ? [until] : [])]);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  await receiver.close();
  await writes;
  io.stderr(`stored ${stored} alert${stored === 1 ? "" : "s"}\n`);
  return 0;
}
