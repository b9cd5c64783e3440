// Every JSON value in the repository's real traces (test/fixtures/data) and examples: each
// `.json` file whole, each `.jsonl` file a line at a time; a text that does not parse (the
// corrupt fixtures) is passed over. Equivalence tests run a fast path and its reference on them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOTS = [new URL("../fixtures/data/", import.meta.url).pathname, new URL("../../examples/", import.meta.url).pathname];

export function* realJsonValues(): Generator<{ file: string; value: unknown }> {
  for (const root of ROOTS) {
    for (const rel of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      if (!/\.jsonl?$/.test(rel)) continue;
      const file = path.join(root, rel);
      const body = readFileSync(file, "utf8");
      const records = rel.endsWith(".jsonl") ? body.split("\n").filter((l) => l.trim() !== "") : [body];
      for (const record of records) {
        let value: unknown;
        try {
          value = JSON.parse(record);
        } catch {
          continue;
        }
        yield { file, value };
      }
    }
  }
}
