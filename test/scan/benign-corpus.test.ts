// Precision on real, benign code: the official MCP reference servers and the SDK's own
// examples, installed from npm (devDependencies), scanned as shipped. A scanner people switch
// off is worth nothing, so this corpus must stay at zero findings.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanRepository } from "../../src/scan/scan.js";

const pkgDir = (name: string) => path.join("node_modules", name);

const CORPUS = ["@modelcontextprotocol/server-filesystem", "@modelcontextprotocol/server-memory", "@modelcontextprotocol/server-everything", "@modelcontextprotocol/server-sequential-thinking"];

describe("benign corpus", () => {
  it("reads the reference servers' tools and raises no finding", async () => {
    const root = path.resolve(".");
    const paths = [...CORPUS.map((n) => path.join(pkgDir(n), "dist")), path.join(pkgDir("@modelcontextprotocol/sdk"), "dist/esm/examples")];
    for (const p of paths) expect(existsSync(p), p).toBe(true);
    const report = await scanRepository(root, paths);
    expect(report.skipped).toEqual([]);
    const tools = report.definitions.filter((d) => d.kind === "tool");
    // Enough of the servers is read for zero findings to mean something.
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(tools.filter((t) => t.description).length).toBeGreaterThanOrEqual(40);
    expect(tools.flatMap((t) => t.parameters).filter((p) => p.description).length).toBeGreaterThanOrEqual(24);
    expect(report.findings).toEqual([]);
  });
});
