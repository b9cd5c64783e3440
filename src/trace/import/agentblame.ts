// agentblame: agent-blame's SQLite traces.db. (Importer lands in the next commit.)
import type { Trace } from "../model.js";
import { NotATrace } from "./common.js";

export async function importAgentBlame(_bytes: Uint8Array, _file: string): Promise<Trace[]> {
  throw new NotATrace("agent-blame SQLite import is not available in this build yet");
}
