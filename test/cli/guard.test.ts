// `blamegate guard` in-process on a temp folder: add writes the file once, list reads it, bad
// input is a usage error that names the file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/guard.js";
import { runVerb } from "../support/cli-io.js";

const dir = mkdtempSync(path.join(tmpdir(), "bg-guard-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[]) => runVerb(run, args, dir);

describe("blamegate guard", () => {
  it("adds a signature once and lists it", async () => {
    expect((await cli(["add", "sig-0123456789ab", "--note", "booking loop"])).code).toBe(0);
    expect((await cli(["add", "sig-0123456789ab"])).out).toContain("already guarded");
    const file = JSON.parse(readFileSync(path.join(dir, ".blamegate/guards.json"), "utf8"));
    expect(file.guards).toHaveLength(1);
    expect(file.guards[0]).toMatchObject({ id: "sig-0123456789ab", note: "booking loop" });
    const list = await cli(["list"]);
    expect(list.out).toBe("sig-0123456789ab  booking loop\n1 guard in .blamegate/guards.json\n");
  });

  it("refuses what is not a signature, and a broken file, with exit 2", async () => {
    expect((await cli(["add", "FM-1.3"])).code).toBe(2);
    mkdirSync(path.join(dir, "bad"), { recursive: true });
    writeFileSync(path.join(dir, "bad/g.json"), '{"version": 2, "guards": []}');
    const r = await cli(["list", "--file", "bad/g.json"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad\/g\.json: version/);
  });
});
