import {
  DigestSchema
} from "./chunk-VVRBOZKI.js";

// src/trend/history-file.ts
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
function parseHistory(text, source = "history") {
  const digests = [];
  const notes = [];
  let skipped = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let value;
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
async function readHistoryFile(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { digests: [], skipped: 0, notes: [] };
    throw err;
  }
  return parseHistory(text, path);
}
async function appendHistoryFile(path, digest) {
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, JSON.stringify(digest) + "\n", "utf8");
}

export {
  parseHistory,
  readHistoryFile,
  appendHistoryFile
};
