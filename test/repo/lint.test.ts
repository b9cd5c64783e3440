// The formatter and linter (Biome, biome.jsonc) hold src/, test/, bench/ and scripts/: `biome ci`,
// the read-only form of `npm run lint`, must report nothing. Run through Biome's own CLI, as
// `npm run lint` runs it, so what CI holds is what a contributor sees.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(new URL("../../", import.meta.url).pathname);
const bin = path.join(root, "node_modules/@biomejs/biome/bin/biome");

interface Diagnostic {
  severity: string;
  category: string;
  message: string;
  location?: { path?: string; start?: { line: number } };
}
interface Report {
  summary: { changed: number; unchanged: number; errors: number; warnings: number; infos: number };
  diagnostics: Diagnostic[];
}

function biomeCi(cwd: string, extra: string[] = []): { status: number | null; report: Report } {
  const out = spawnSync(process.execPath, [bin, "ci", "--error-on-warnings", "--colors=off", "--reporter=json", "--max-diagnostics=50", ...extra, "."], { cwd, encoding: "utf8", maxBuffer: 64 << 20 });
  const json = out.stdout.slice(out.stdout.indexOf("{"), out.stdout.lastIndexOf("}") + 1);
  if (!json) throw new Error(`biome wrote no report (exit ${out.status}): ${out.stderr}`);
  return { status: out.status, report: JSON.parse(json) as Report };
}

const show = (d: Diagnostic) => `${d.location?.path ?? "?"}:${d.location?.start?.line ?? 0} ${d.category}: ${d.message}`;

describe("formatter and linter (Biome)", () => {
  it("src, test, bench and scripts are formatted and lint-clean", () => {
    const { status, report } = biomeCi(root);
    expect(report.diagnostics.map(show), "run `npm run format`, then fix what `npm run lint` still reports").toEqual([]);
    expect(status).toBe(0);
    // Every tracked source file of those folders was looked at (not, say, none after a broken `includes`).
    const tracked = execFileSync("git", ["ls-files", "src", "test", "bench", "scripts"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|mts|mjs)$/.test(f) && !/^test\/(scan\/)?fixtures\//.test(f));
    expect(tracked.length).toBeGreaterThan(400);
    expect(report.summary.changed + report.summary.unchanged).toBeGreaterThanOrEqual(tracked.length);
  });

  const dir = mkdtempSync(path.join(tmpdir(), "blamegate-lint-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("the same configuration rejects a misformatted file and an unused import, and skips fixtures", () => {
    copyFileSync(path.join(root, "biome.jsonc"), path.join(dir, "biome.jsonc"));
    mkdirSync(path.join(dir, "src"));
    mkdirSync(path.join(dir, "test/fixtures"), { recursive: true });
    writeFileSync(path.join(dir, "src/probe.ts"), `import { readFileSync } from "node:fs";\nexport const a = 'x';\n`);
    writeFileSync(path.join(dir, "test/fixtures/kept-as-is.ts"), `export const b = 'y'\n`);
    const { status, report } = biomeCi(dir, ["--vcs-enabled=false"]);
    expect(status).not.toBe(0);
    expect(report.diagnostics.map((d) => `${d.location?.path} ${d.category}`).sort()).toEqual(["src/probe.ts format", "src/probe.ts lint/correctness/noUnusedImports"]);
  });
});
