import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/commands/webhook-args.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var SECRET_ENV = "BLAMEGATE_WEBHOOK_SECRET";
async function resolveSecret(values, io) {
  if (values.secret) return values.secret;
  if (values["secret-file"]) return (await readFile(path.resolve(io.cwd, values["secret-file"]), "utf8")).trim();
  return io.env[SECRET_ENV] || null;
}
async function readStdin(io) {
  if (io.readStdin) return io.readStdin();
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

export {
  SECRET_ENV,
  resolveSecret,
  readStdin
};
