// Exit codes of `attribute` and `merge`, in docs/cli.md's table with every other verb's. They
// follow the action: 0 exactly when the action would pass the job, 1 when its gate fails it.
export const EXIT = {
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
  skippedInput: 4,
} as const;
