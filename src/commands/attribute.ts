// Placeholder until this verb lands; it says so instead of pretending to work.
import type { CliIO } from "./types.js";

export async function run(_args: string[], io: CliIO): Promise<number> {
  io.stderr("blamegate attribute: not available in this build yet\n");
  return 2;
}
