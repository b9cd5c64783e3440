// A logger passed into the core, so core code never imports @actions/core or writes to stdout itself.
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string, where?: { file?: string; line?: number }): void;
  error(message: string, where?: { file?: string; line?: number }): void;
}

/** Drops everything; for tests and library callers that do not want output. */
export const silentLogger: Logger = {
  debug() {},
  info() {},
  warning() {},
  error() {},
};

/** Collects messages in memory; tests assert on what was said. */
export function memoryLogger(): Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const push = (level: string) => (message: string) => void lines.push({ level, message });
  return { lines, debug: push("debug"), info: push("info"), warning: push("warning"), error: push("error") };
}
