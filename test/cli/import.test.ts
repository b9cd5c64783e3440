// `blamegate import`: the normalised traces as the importers read them, in the documented JSON
// shape, with bad files listed and the exit code saying something was skipped.
import { mkdtempSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/import.js";
import type { CliIO } from "../../src/cli/types.js";

const data = fileURLToPath(new URL("../fixtures/data/", import.meta.url));

async function importCli(args: string[], cwd: string) {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env: {} };
  return { code: await run(args, io), out, err };
}

describe("blamegate import", () => {
  it("prints Who&When runs with history indices and speakers as steps", async () => {
    const { code, out } = await importCli(["who-and-when/algorithm-generated/1.json", "--json"], data);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.summary).toEqual({ files: 1, traces: 1, failed: 1, skipped: 0 });
    const trace = report.traces[0];
    expect(trace.origin.format).toBe("whowhen");
    expect(trace.steps.map((s: { index: number }) => s.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(trace.steps[0].agent).toBe("Excel_Expert");
    expect(trace.steps[0].raw).toBeUndefined();
  });

  it("lists a broken file with its reason, keeps the good one, and exits 4; --format forces a format", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-import-"));
    copyFileSync(path.join(data, "peers/approximately/store/518cc4f9150d.json"), path.join(dir, "good.json"));
    writeFileSync(path.join(dir, "bad.json"), '{"steps": [1, 2');
    const { code, out } = await importCli([".", "--json"], dir);
    expect(code).toBe(4);
    const report = JSON.parse(out);
    expect(report.traces.map((t: { id: string }) => t.id)).toEqual(["518cc4f9150d"]);
    expect(report.skipped[0].file).toBe("bad.json");
    expect(report.skipped[0].reason.length).toBeGreaterThan(5);

    const forced = await importCli(["good.json", "--format", "otlp"], dir);
    expect(forced.code).toBe(2);
    const unknown = await importCli(["good.json", "--format", "yaml"], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("--format takes auto, native, otlp, chat, whowhen, agentblame, not 'yaml'");
  });
});
