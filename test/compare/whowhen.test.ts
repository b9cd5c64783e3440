// Pairing by the format's own task id on Who&When records (question_ID): two runs of the
// benchmark's failed records pair task by task, and a record marked correct on the base side is
// a new failure on the PR side, with its divergence where the PR's history was edited.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../src/compare/compare.js";
import { importText } from "../../src/trace/read.js";

const DIR = "test/fixtures/data/who-and-when/algorithm-generated";
const records = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
  .slice(0, 12)
  .map((f) => JSON.parse(readFileSync(path.join(DIR, f), "utf8")) as { question_ID: string; is_correct: boolean; history: { content: string; name?: string; role: string }[] });
const load = (recs: unknown[]) => recs.flatMap((r, k) => importText(JSON.stringify(r), `${k}.json`).flatMap((i) => ("trace" in i ? [i.trace] : [])));

describe("compareRuns on Who&When records", () => {
  it("pairs by question_ID and finds the new failure where the PR's conversation changed speaker", () => {
    const base = structuredClone(records);
    base[0]!.is_correct = true;
    const pr = structuredClone(records);
    // The PR's run: the same record, but another agent answered at message 1.
    const at = 1;
    pr[0]!.history[at] = { ...pr[0]!.history[at]!, name: "Intruder_Agent" };
    const r = compareRuns({ pr: load(pr), base: load(base), baseSource: "base" });
    expect(r.tasks).toHaveLength(new Set(records.map((x) => x.question_ID)).size);
    const row = r.tasks.find((t) => t.status === "new-failure")!;
    expect(row.task).toBe(records[0]!.question_ID);
    expect(row.divergence?.step).toBe(at);
    expect(row.divergence?.summary).toContain("Intruder_Agent");
    expect(r.tasks.filter((t) => t.status === "still-failing")).toHaveLength(r.tasks.length - 1);
  });
});
