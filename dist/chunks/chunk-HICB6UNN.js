import {
  didYouMean
} from "./chunk-VGYZVQVK.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/cli/args.ts
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

// src/cli/exit-codes.ts
var EXIT = {
  /** The gate passed (warnings from if-no-traces / if-unreadable: warn are printed, not failed). */
  ok: 0,
  /** The gate failed, including for no traces read or input that could not be read (if-no-traces,
   * if-unreadable: error, the defaults); or an alert failed with fail-on-webhook-error. */
  gateFailed: 1,
  /** Bad usage or settings: an unknown flag, a bad value, a missing file given as a flag. */
  usage: 2,
  /** An unexpected internal error. */
  internal: 3,
  /** `import` only: some files or lines could not be read (the rest was printed). */
  skippedInput: 4
};

export {
  UsageError,
  parseFlags,
  EXIT
};
