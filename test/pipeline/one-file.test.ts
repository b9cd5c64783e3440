// A small document is read into the thread's one scratch buffer (pipeline/one-file.ts), which
// the next file's read overwrites. The main thread reads several files at once (run-pipeline.ts
// lanes), so what keeps a document's bytes past an await must hold a copy: the SQLite reader,
// which loads its module first, and the step lines, taken after the trace is analysed.
import { describe, expect, it } from "vitest";
import { analyzeFile, type FileOptions } from "../../src/pipeline/one-file.js";

const db = "test/fixtures/data/peers/agent-blame/examples.db";
const others = ["examples/traces/booking-healthy.json", "examples/traces/refund-chat.json", "examples/traces/invoices.whowhen.json"];

describe("small documents read through the scratch buffer", () => {
  it("a SQLite database read beside other files keeps its own bytes", async () => {
    const options: FileOptions = { format: "auto", integrity: "off" };
    const alone = await analyzeFile(db, options);
    expect(alone.skipped).toEqual([]);
    expect(alone.tally.traces).toBeGreaterThan(0);
    // Started together, as the main thread's lanes start them: the database's import awaits its
    // reader while the other files are read.
    const [together] = await Promise.all([analyzeFile(db, options), ...others.map((f) => analyzeFile(f, options))]);
    expect(together).toEqual(alone);
  });

  it("a file's step lines are taken from its own text, not the next file's", async () => {
    const file = "examples/traces/booking-unverified.json";
    const options: FileOptions = { format: "auto", integrity: "off", stepLineFiles: new Set([file, ...others]) };
    const alone = await analyzeFile(file, options);
    expect(alone.stepLines?.length).toBeGreaterThan(0);
    const [together] = await Promise.all([analyzeFile(file, options), ...others.map((f) => analyzeFile(f, options))]);
    expect(together.stepLines).toEqual(alone.stepLines);
  });
});
