import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/commands/exit-codes.ts
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
  EXIT
};
