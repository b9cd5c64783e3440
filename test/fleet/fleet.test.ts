import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run as fleet } from "../../src/cli/fleet.js";
import { buildFleet } from "../../src/fleet/model.js";
import { renderFleetHtml } from "../../src/fleet/html.js";
import { fleetDigests } from "./fixtures.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bg-fleet-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("fleet", () => {
  it("groups by store, orders worsening first and tallies top modes", () => {
    const { worse, better, young } = fleetDigests();
    const stores = buildFleet([...better, ...young, ...worse]);
    expect(stores.map((s) => [s.name, s.trend.verdict])).toEqual([
      ["acme/checkout-agent", "worsening"],
      ['<img src=x onerror="alert(1)">/evil', "not-enough-data"],
      ["acme/support-bot · nightly", "improving"],
    ]);
    expect(stores[0]!.topModes[0]).toEqual({ mode: "FM-1.3", count: 55 });
    expect(stores[0]!.failureRate).toBeCloseTo(19 / 25);
  });

  it("escapes every piece of digest text in the page", () => {
    const { young } = fleetDigests();
    const html = renderFleetHtml(buildFleet(young), { title: "<b>fleet</b>" });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>fleet");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;/evil");
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  it("the CLI reads digests, histories and arrays, prints a table and writes the page", async () => {
    const { worse, better, young } = fleetDigests();
    await writeFile(path.join(dir, "checkout.jsonl"), worse.map((d) => JSON.stringify(d)).join("\n") + "\n{broken\n");
    await writeFile(path.join(dir, "support.json"), JSON.stringify(better));
    await writeFile(path.join(dir, "young.json"), JSON.stringify(young[1]));
    const out: string[] = [];
    const err: string[] = [];
    const code = await fleet(["checkout.jsonl", "support.json", "young.json", "--html", "site/fleet.html"], {
      stdout: (t) => void out.push(t),
      stderr: (t) => void err.push(t),
      cwd: dir,
      env: {},
    });
    expect(code).toBe(0);
    const table = out.join("").split("\n");
    expect(table[0]).toMatch(/^store\s+failure\s+history\s+trend/);
    expect(table[2]).toMatch(/^acme\/checkout-agent\s+76\.0%\s+\S{10}\s+worsening\s+10\s+FM-1\.3×55/);
    expect(err.join("")).toMatch(/checkout\.jsonl:11: not JSON/);
    const html = await readFile(path.join(dir, "site/fleet.html"), "utf8");
    expect(html).toContain('data-store="acme/support-bot · nightly"');
  });

  it("says what is wrong with no files", async () => {
    const err: string[] = [];
    expect(await fleet([], { stdout: () => {}, stderr: (t) => void err.push(t), cwd: dir, env: {} })).toBe(2);
    expect(err.join("")).toContain("no digest files");
  });
});
