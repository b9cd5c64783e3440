// Writes corpora to disk: a folder of trace files (native JSON, OTLP/JSON and a few native
// JSONL files, as a nightly eval suite leaves them) or one big JSONL file. Each writes a
// manifest next to it (not inside, so it is never read as a trace).
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Rng, traceSeed } from "./random.js";
import { makeScenario, type ScenarioOptions } from "./scenario.js";
import { toNative } from "./native.js";
import { toOtlp } from "./otlp.js";

export interface CorpusManifest {
  kind: "folder" | "jsonl";
  path: string;
  traces: number;
  files: number;
  bytes: number;
  failing: number;
  /** 1-based line number of the corrupt line (jsonl only). */
  corruptLine?: number;
}

export const DEFAULT_SCENARIO: ScenarioOptions = { minSteps: 10, maxSteps: 200, failureRate: 0.3 };
const PER_FOLDER = 1000;
const JSONL_LINES = 200;

/** `traces` traces: 70% native files (pretty, as json.dumps(indent=2)), 25% OTLP files, 5% in JSONL. */
export function writeFolderCorpus(dir: string, traces: number, seed = 1, opts: ScenarioOptions = DEFAULT_SCENARIO): CorpusManifest {
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  let files = 0;
  let failing = 0;
  let jsonl: string[] = [];
  let jsonlPart = 0;
  const flushJsonl = () => {
    if (jsonl.length === 0) return;
    const folder = path.join(dir, "jsonl");
    mkdirSync(folder, { recursive: true });
    const text = jsonl.join("\n") + "\n";
    writeFileSync(path.join(folder, `part-${String(jsonlPart++).padStart(4, "0")}.jsonl`), text);
    bytes += Buffer.byteLength(text);
    files++;
    jsonl = [];
  };
  for (let n = 0; n < traces; n++) {
    const rng = new Rng(traceSeed(seed, n));
    const id = `run-${seed}-${String(n).padStart(7, "0")}`;
    const sc = makeScenario(rng, id, opts);
    if (!sc.success) failing++;
    const roll = rng.next();
    const batch = `b${String(Math.floor(n / PER_FOLDER)).padStart(4, "0")}`;
    if (roll < 0.05) {
      jsonl.push(JSON.stringify(toNative(sc)));
      if (jsonl.length >= JSONL_LINES) flushJsonl();
      continue;
    }
    const format = roll < 0.3 ? "otlp" : "native";
    const folder = path.join(dir, format, batch);
    mkdirSync(folder, { recursive: true });
    const text = format === "otlp" ? JSON.stringify(toOtlp(sc, rng)) : JSON.stringify(toNative(sc), null, 2);
    writeFileSync(path.join(folder, `${id}.json`), text);
    bytes += Buffer.byteLength(text);
    files++;
  }
  flushJsonl();
  const manifest: CorpusManifest = { kind: "folder", path: dir, traces, files, bytes, failing };
  writeFileSync(`${dir}.manifest.json`, JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * One native JSONL file of about `targetBytes`, with one corrupt (truncated) line in the middle
 * when `corrupt` is set. Streams to disk, so a 1 GB file needs no 1 GB of memory.
 */
export async function writeJsonlCorpus(file: string, targetBytes: number, seed = 2, corrupt = true, opts: ScenarioOptions = DEFAULT_SCENARIO): Promise<CorpusManifest> {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  let bytes = 0;
  let line = 0;
  let traces = 0;
  let failing = 0;
  let corruptLine: number | undefined;
  for (let n = 0; bytes < targetBytes; n++) {
    const rng = new Rng(traceSeed(seed, n));
    const sc = makeScenario(rng, `run-${seed}-${String(n).padStart(8, "0")}`, opts);
    let text = JSON.stringify(toNative(sc));
    line++;
    if (corrupt && corruptLine === undefined && bytes >= targetBytes / 2) {
      // A writer killed mid-line: the record stops halfway.
      text = text.slice(0, Math.floor(text.length / 2));
      corruptLine = line;
    } else {
      traces++;
      if (!sc.success) failing++;
    }
    bytes += Buffer.byteLength(text) + 1;
    if (!out.write(text + "\n")) await new Promise<void>((r) => out.once("drain", () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  const manifest: CorpusManifest = { kind: "jsonl", path: file, traces, files: 1, bytes, failing, ...(corruptLine ? { corruptLine } : {}) };
  writeFileSync(`${file}.manifest.json`, JSON.stringify(manifest, null, 2));
  return manifest;
}
