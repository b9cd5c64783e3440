#!/usr/bin/env node
// The CLI entry point: lets the process's large runs be tuned (gc-tuning.ts, jit-tuning.ts), guards
// its output and hands the verb the process's edges (cli/dispatch.ts). Nothing else lives here.
import { errorMessage } from "./error-message.js";
import type { CliIO } from "./cli/types.js";
import { dispatch } from "./cli/dispatch.js";
import { tuneGarbageCollection } from "./gc-tuning.js";
import { tuneJit } from "./jit-tuning.js";
import { enableCompileCache } from "./compile-cache.js";
import { guardWriter } from "./render/terminal.js";

// Every verb's output passes one guard: trace text cannot issue workflow commands or terminal
// escape sequences, whichever verb printed it (render/terminal.ts).
const io: CliIO = {
  stdout: guardWriter((t) => void process.stdout.write(t)),
  stderr: guardWriter((t) => void process.stderr.write(t)),
  cwd: process.cwd(),
  env: process.env,
};

tuneGarbageCollection();
tuneJit();
enableCompileCache();
dispatch(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    io.stderr(`blamegate: ${errorMessage(err)}\n`);
    process.exitCode = 3;
  },
);
