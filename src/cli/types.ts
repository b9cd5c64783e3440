// What every CLI verb receives: its own arguments and the process's edges, passed in so tests
// can run a verb in-process and read what it printed.
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
}

/** Runs one verb; resolves to the process exit code. */
export type CommandRun = (args: string[], io: CliIO) => Promise<number>;

/** What a verb's module exports: its definition (cli/verb.ts), run through `main`. */
export interface CommandModule {
  verb: { name: string; main: CommandRun };
}
