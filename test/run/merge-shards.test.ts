// run/merge-shards.ts is the one merge of shard reports for `blamegate merge` and the action's merge
// mode: on real shard reports (examples/traces split in two by `attribute --shard`), with a shard
// reported twice and an input that is no report, it gives what `blamegate merge` writes and warns
// as it does.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import { memoryLogger } from "../../src/log.js";
import { mergeShardReports } from "../../src/run/merge-shards.js";
import { captureIO } from "../support/cli-io.js";

const traces = fileURLToPath(new URL("../../examples/traces", import.meta.url));

describe("merging shard reports", () => {
  it("gives the result and warnings of `blamegate merge`, refused inputs listed first", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-merge-shards-"));
    for (const i of [1, 2]) await dispatch(["attribute", traces, "--shard", `${i}/2`, "--fail-on", "none", "--out", `shards/s${i}`], captureIO(work).io);
    cpSync(path.join(work, "shards/s1"), path.join(work, "shards/s1-again"), { recursive: true });
    writeFileSync(path.join(work, "shards", "results.json"), "{ not json");
    const inputs = ["shards"];

    const cli = captureIO(work);
    // The unreadable input fails its gate (if-unreadable: error); the report is written all the same.
    expect(await dispatch(["merge", ...inputs, "--fail-on", "none", "--out", "merged", "--json"], cli.io)).toBe(1);
    const written = JSON.parse(readFileSync(path.join(work, "merged", "results.json"), "utf8"));

    const logger = memoryLogger();
    const refused = { file: "artifact shards-3", reason: "expired" };
    const result = await mergeShardReports(inputs, work, logger, { skipped: [refused], lookedFor: inputs });
    const plain = JSON.parse(JSON.stringify(result));
    expect(plain.traces).toEqual(written.traces);
    expect(plain.skipped).toEqual([refused, ...written.skipped]);
    expect(plain.summary).toEqual({ ...written.summary, skipped: written.summary.skipped + 1 });
    expect(plain.lookedFor).toEqual(written.lookedFor);
    expect(written.skipped.some((s: { file: string }) => s.file.endsWith("results.json"))).toBe(true);

    const warnings = logger.lines.filter((l) => l.level === "warning").map((l) => l.message);
    expect(warnings.some((w) => w.includes("was reported by more than one shard"))).toBe(true);
    expect(warnings.some((w) => w.includes("expired"))).toBe(false);
    for (const w of warnings) expect(cli.err()).toContain(w);
    expect(logger.lines.find((l) => l.level === "info")?.message).toBe("merging 3 shard reports");
  });
});
