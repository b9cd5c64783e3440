// Shared by the receiver verbs: where the secret comes from. Flags are visible in `ps` and shell
// history, so a file or the environment is preferred; the flag exists for quick local tries.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CliIO } from "./types.js";
import { UsageError } from "./args.js";
import { optionEnv } from "../options.js";

export const SECRET_ENV = optionEnv("webhook-secret");

export async function resolveSecret(values: { secret?: string; "secret-file"?: string }, io: CliIO): Promise<string | null> {
  if (values.secret) return values.secret;
  if (values["secret-file"]) return (await readFlagFile(io, "--secret-file", values["secret-file"], "utf8")).trim();
  return io.env[SECRET_ENV] || null;
}

/** A file named by a flag; one that cannot be read is a usage error naming the flag and the file. */
export async function readFlagFile(io: CliIO, flag: string, file: string, encoding: "utf8"): Promise<string>;
export async function readFlagFile(io: CliIO, flag: string, file: string): Promise<Buffer>;
export async function readFlagFile(io: CliIO, flag: string, file: string, encoding?: "utf8"): Promise<string | Buffer> {
  try {
    return encoding ? await readFile(path.resolve(io.cwd, file), encoding) : await readFile(path.resolve(io.cwd, file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a folder" : code === "EACCES" ? "permission denied" : errorMessage(err);
    throw new UsageError(`${flag} ${file}: ${why}`);
  }
}

/** Optional stdin on the IO (tests pass text); the real process stream otherwise. */
export type IOWithStdin = CliIO & { readStdin?: () => Promise<string> };

export async function readStdin(io: IOWithStdin): Promise<string> {
  if (io.readStdin) return io.readStdin();
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
