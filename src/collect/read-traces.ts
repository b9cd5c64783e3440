// The traces under some paths, one at a time: the files the patterns name (collect/files.ts),
// each read by its importer (trace/read.ts), in file order. What cannot be read, a pattern that
// matches nothing included, goes to `skipped` with its reason; the rest go on. The verbs that
// look at whole traces (export, the investigation verbs, the base comparison) read through it.
import path from "node:path";
import type { Format, Skipped, Trace } from "../trace/model.js";
import { readTraces } from "../trace/read.js";
import { collectFiles } from "./files.js";

export async function* tracesIn(patterns: string[], cwd: string, skipped: Skipped[], format: Format | "auto" = "auto"): AsyncGenerator<Trace> {
  const collected = await collectFiles(patterns, cwd);
  skipped.push(...collected.missing);
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(cwd, file), { format, display: file })) {
      if ("skipped" in item) skipped.push(item.skipped);
      else yield item.trace;
    }
  }
}
