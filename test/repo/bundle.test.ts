// What dist/ bundles: every package has an allowed licence with its text in dist/licenses.txt,
// and runs on the Node versions blamegate promises (the CLI and library: package.json
// `engines`; the action: the runtime action.yml names).
import { readFileSync } from "node:fs";
import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ALLOWED_LICENSES, buildAll, bundledPackages, isAllowed, licenseIds, renderLicenses, type BundledPackage } from "../../scripts/bundle.mjs";
import { minimumMajor, satisfies } from "./node-range.js";

const root = new URL("../../", import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), "utf8");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };

let metafile: Metafile;
let packages: BundledPackage[];
beforeAll(async () => {
  // The build scripts/build.mjs runs, in memory.
  ({ metafile } = (await buildAll(build, "dist", { write: false, logLevel: "silent" })) as { metafile: Metafile });
  packages = bundledPackages(metafile);
});

/** Output files reachable (statically or by dynamic import) from an entry point. */
function reachableFrom(entry: string): Set<string> {
  const start = Object.keys(metafile.outputs).find((o) => o === `dist/${entry}`);
  if (!start) throw new Error(`no output dist/${entry}`);
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length > 0) {
    for (const i of metafile.outputs[todo.pop()!]!.imports) {
      if (!i.external && metafile.outputs[i.path] && !seen.has(i.path)) {
        seen.add(i.path);
        todo.push(i.path);
      }
    }
  }
  return seen;
}

describe("licences of what dist/ bundles", () => {
  it("finds the bundled packages from esbuild's metafile", () => {
    expect(packages.map((p) => p.name)).toEqual(expect.arrayContaining(["zod", "yaml", "@octokit/rest", "sql.js"]));
  });

  it("every bundled package has a licence in the allow-list, and its text", () => {
    const bad = packages.filter((p) => !isAllowed(p.license)).map((p) => `${p.name}@${p.version}: ${p.license ?? "none declared"}`);
    expect(bad, `allowed: ${ALLOWED_LICENSES.join(", ")}`).toEqual([]);
    for (const p of packages) expect(p.text.length, `${p.name}@${p.version} licence text`).toBeGreaterThan(100);
  });

  it("dist/licenses.txt is the build's (run `npm run build`)", () => {
    const txt = read("dist/licenses.txt");
    expect(txt).toBe(renderLicenses(packages));
    for (const p of packages) expect(txt).toContain(`\n${p.name} ${p.version}\nLicense: ${p.license}\n`);
  });

  it("leaves out unzip-stream and its chain (buffers declares no licence)", () => {
    const names = packages.map((p) => p.name);
    for (const n of ["unzip-stream", "binary", "chainsaw", "buffers"]) expect(names).not.toContain(n);
  });

  // The artifact client's reads (download, list, get, delete) and undici are stood in for
  // (scripts/bundle.mjs): an upload would otherwise compile them on every run. The upload itself
  // runs end to end in test/e2e/action-artifacts.test.ts.
  it("leaves out the artifact client's reads and undici", () => {
    const names = packages.map((p) => p.name);
    for (const n of ["undici", "@actions/github"]) expect(names).not.toContain(n);
    expect(names).toEqual(expect.arrayContaining(["@actions/artifact", "@azure/storage-blob", "archiver"]));
  });

  it("reads licence expressions", () => {
    expect(licenseIds("(Apache-2.0 AND BSD-3-Clause)")).toEqual(["Apache-2.0", "BSD-3-Clause"]);
    expect(isAllowed("MIT/X11")).toBe(true);
    expect(isAllowed("GPL-3.0-only")).toBe(false);
    expect(isAllowed("MIT OR GPL-3.0-only")).toBe(false);
    expect(isAllowed(undefined)).toBe(false);
  });
});

describe("engines", () => {
  const enginesOf = (entry: string) => {
    const outputs = reachableFrom(entry);
    return packages.filter((p) => p.outputs.some((o) => outputs.has(o)));
  };

  it("every package the CLI and the library load runs on package.json's engines.node", () => {
    const min = `${minimumMajor(pkg.engines.node)}.0.0`;
    const loaded = [...enginesOf("cli.js"), ...enginesOf("lib.js")];
    expect(loaded.length).toBeGreaterThan(3);
    const bad = loaded.filter((p) => p.engines !== undefined && !satisfies(min, p.engines)).map((p) => `${p.name}@${p.version} wants node ${p.engines}`);
    expect(bad).toEqual([]);
  });

  it("every package the action loads runs on the node action.yml names", () => {
    const using = (parse(read("action.yml")) as { runs: { using: string } }).runs.using;
    const node = `${/^node(\d+)$/.exec(using)![1]}.0.0`;
    const bad = enginesOf("index.js")
      .filter((p) => p.engines !== undefined && !satisfies(node, p.engines))
      .map((p) => `${p.name}@${p.version} wants node ${p.engines}`);
    expect(bad).toEqual([]);
  });

  it("content-type (>=22, via @octokit/request) is loaded only by the action, which runs on node24", () => {
    const ct = packages.find((p) => p.name === "content-type");
    expect(ct?.engines).toBe(">=22");
    expect(enginesOf("cli.js").map((p) => p.name)).not.toContain("content-type");
    expect(enginesOf("lib.js").map((p) => p.name)).not.toContain("content-type");
  });

  it("reads npm ranges", () => {
    expect(satisfies("20.0.0", ">=20")).toBe(true);
    expect(satisfies("20.0.0", ">=22")).toBe(false);
    expect(satisfies("20.0.0", ">= 14.6")).toBe(true);
    expect(satisfies("20.0.0", "^12.22.0 || ^14.17.0 || >=16.0.0")).toBe(true);
    expect(satisfies("20.0.0", ">=0.6.11 <=0.7.0 || >=0.7.3")).toBe(true);
    expect(satisfies("20.0.0", ">=16 || 14 >=14.17")).toBe(true);
    expect(satisfies("20.0.0", "^18")).toBe(false);
    expect(satisfies("20.0.0", ">=0.8.x")).toBe(true);
    expect(satisfies("20.0.0", "<20")).toBe(false);
    expect(minimumMajor(">=20")).toBe(20);
  });
});
