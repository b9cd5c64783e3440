// A CLI verb run in-process: a CliIO that collects what the verb prints, so a test reads its
// output and exit code without spawning a process.
import type { CliIO, CommandRun } from "../../src/cli/types.js";

export interface Captured {
  io: CliIO;
  out: () => string;
  err: () => string;
}

export function captureIO(cwd: string, env: Record<string, string | undefined> = {}): Captured {
  let out = "";
  let err = "";
  return {
    io: { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env },
    out: () => out,
    err: () => err,
  };
}

/** Runs a verb in `cwd`; its exit code with what it printed. */
export async function runVerb(run: CommandRun, args: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<{ code: number; out: string; err: string }> {
  const c = captureIO(cwd, env);
  const code = await run(args, c.io);
  return { code, out: c.out(), err: c.err() };
}
