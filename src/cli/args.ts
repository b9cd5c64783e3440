// Command-line parsing every verb shares: node's parseArgs, strict, with messages a user can act
// on (an unknown flag names the nearest known one).
import { errorMessage } from "../error-message.js";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { didYouMean } from "../did-you-mean.js";

export { didYouMean };

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export type FlagOptions = NonNullable<ParseArgsConfig["options"]>;

/** parseArgs, strict; its errors become UsageErrors, an unknown flag with the nearest known one. */
export function parseFlags<const T extends FlagOptions>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true as const });
  } catch (err) {
    const message = errorMessage(err);
    const code = (err as { code?: string }).code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      const flag = /'(-[^']*)'/.exec(message)?.[1] ?? "";
      throw new UsageError(`unknown option ${flag}${didYouMean(flag, Object.keys(options))}`);
    }
    throw new UsageError(message);
  }
}
