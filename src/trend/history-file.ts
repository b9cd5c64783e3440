// The CLI's history: a JSONL file of earlier digests, one a line, appended after each run.
// A line that is not a valid digest is skipped and counted, never fatal.
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { DigestSchema, type Digest } from "../results/digest-model.js";

export interface HistoryRead {
  digests: Digest[];
  skipped: number;
  notes: string[];
}

/** Parses JSONL text; pure, so the action and tests can use it on any source. */
export function parseHistory(text: string, source = "history"): HistoryRead {
  const digests: Digest[] = [];
  const notes: string[] = [];
  let skipped = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped++;
      notes.push(`${source}:${i + 1}: not JSON`);
      return;
    }
    const parsed = DigestSchema.safeParse(value);
    if (parsed.success) digests.push(parsed.data);
    else {
      skipped++;
      notes.push(`${source}:${i + 1}: not a blamegate digest (${parsed.error.issues[0]?.message ?? "invalid"})`);
    }
  });
  return { digests, skipped, notes };
}

/** Reads a history file; a missing file is an empty history (the first run creates it). */
export async function readHistoryFile(path: string): Promise<HistoryRead> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { digests: [], skipped: 0, notes: [] };
    throw err;
  }
  return parseHistory(text, path);
}

export async function appendHistoryFile(path: string, digest: Digest): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, JSON.stringify(digest) + "\n", "utf8");
}
