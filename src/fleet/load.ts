// Reads digests from files: a digest (.json), a JSON array of digests, or a history (.jsonl).
import { readFile } from "node:fs/promises";
import { DigestSchema, type Digest } from "../results/digest-model.js";
import { parseHistory } from "../trend/history-file.js";
import { isJsonlName } from "../json/jsonl.js";

export interface LoadedDigests {
  digests: Digest[];
  notes: string[];
}

export async function loadDigestFiles(paths: readonly string[]): Promise<LoadedDigests> {
  const digests: Digest[] = [];
  const notes: string[] = [];
  for (const p of paths) {
    let text: string;
    try {
      text = await readFile(p, "utf8");
    } catch (e) {
      notes.push(`${p}: ${(e as Error).message}`);
      continue;
    }
    const trimmed = text.trimStart();
    let whole: unknown;
    if (trimmed.startsWith("[") || (trimmed.startsWith("{") && !isJsonlName(p))) {
      try {
        whole = JSON.parse(text);
      } catch {
        whole = undefined; // maybe JSONL after all
      }
    }
    if (whole !== undefined) {
      const items = Array.isArray(whole) ? whole : [whole];
      items.forEach((item, i) => {
        const r = DigestSchema.safeParse(item);
        if (r.success) digests.push(r.data);
        else notes.push(`${p}${Array.isArray(whole) ? `[${i}]` : ""}: not a blamegate digest`);
      });
      continue;
    }
    const h = parseHistory(text, p);
    digests.push(...h.digests);
    notes.push(...h.notes);
  }
  return { digests, notes };
}
