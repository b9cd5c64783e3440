// Every trace in the repository's real data (test/fixtures/data: the dev sets and the peers'
// stores), each file read as a run reads it, in a fixed order (paths sorted). Equivalence tests
// run a fast path and its reference on them.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Trace } from "../../src/trace/model.js";
import { readAll } from "../../src/trace/read.js";

const DATA = fileURLToPath(new URL("../fixtures/data/", import.meta.url));

export async function realTraces(): Promise<Trace[]> {
  const out: Trace[] = [];
  for (const rel of readdirSync(DATA, { recursive: true, encoding: "utf8" }).sort()) {
    if (!/\.(?:json|jsonl|db)$/.test(rel)) continue;
    for (const item of await readAll(path.join(DATA, rel))) if ("trace" in item) out.push(item.trace);
  }
  return out;
}
