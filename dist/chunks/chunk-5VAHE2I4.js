import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  didYouMean
} from "./chunk-VGYZVQVK.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/commands/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
};
function parseFlags(args, options, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (err) {
    const message = errorMessage(err);
    const code = err.code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      const flag = /'(-[^']*)'/.exec(message)?.[1] ?? "";
      throw new UsageError(`unknown option ${flag}${didYouMean(flag, Object.keys(options))}`);
    }
    throw new UsageError(message);
  }
}

export {
  UsageError,
  parseFlags
};
