import {
  UsageError
} from "./chunk-LF6GD3TS.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  optionEnv
} from "./chunk-ZYCCBSIO.js";

// src/cli/webhook-args.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var SECRET_ENV = optionEnv("webhook-secret");
async function resolveSecret(values, io) {
  if (values.secret) return values.secret;
  if (values["secret-file"]) return (await readFlagFile(io, "--secret-file", values["secret-file"], "utf8")).trim();
  return io.env[SECRET_ENV] || null;
}
async function readFlagFile(io, flag, file, encoding) {
  try {
    return encoding ? await readFile(path.resolve(io.cwd, file), encoding) : await readFile(path.resolve(io.cwd, file));
  } catch (err) {
    const code = err.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a folder" : code === "EACCES" ? "permission denied" : errorMessage(err);
    throw new UsageError(`${flag} ${file}: ${why}`);
  }
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
  readFlagFile,
  readStdin
};
