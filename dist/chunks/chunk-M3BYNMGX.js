import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/commands/exit-codes.ts
var EXIT = {
  /** Gate passed (or nothing to gate) and every input was read. */
  ok: 0,
  /** The gate failed. */
  gateFailed: 1,
  /** Bad usage or settings, or no readable input at all. */
  usage: 2,
  /** An unexpected internal error. */
  internal: 3,
  /** The gate passed but some files or lines could not be read (listed in the output). */
  skippedInput: 4
};

export {
  EXIT
};
