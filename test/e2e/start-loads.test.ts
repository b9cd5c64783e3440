// What the built CLI and action compile as CommonJS on a one-trace run (issue 17, cold start):
// nothing from outside dist/ (fdir, bundled for globbing, used to look for a picomatch package
// beside the bundle and compile it from node_modules), and no zod: neither run builds a schema
// (the action reads the event payload with plain readers, src/github/event-payload.ts). A
// preload given through NODE_OPTIONS writes the files Node's CommonJS loader compiled. Nor, with
// its network steps off, does the action load Node's HTTP modules: blamegate's fetch
// (src/http/fetch.ts) brings them in on its first call.
// Runs the built dist/ (`npm run build` first).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutWithFailingTrace, loggingGit } from "../support/logging-git.js";
import { repoRoot, runDistActionOffline } from "./dist-runner.js";

let root: string;
let preload: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-start-loads-"));
  preload = path.join(root, "record-cjs.cjs");
  writeFileSync(preload, `process.on("exit", () => require("node:fs").writeFileSync(process.env.BG_TEST_CJS_OUT, JSON.stringify({ cjs: Object.keys(require.cache), builtins: process.moduleLoadList })));\n`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dist = path.join(repoRoot, "dist");
const loads = (file: string): { cjs: string[]; builtins: string[] } => JSON.parse(readFileSync(file, "utf8")) as { cjs: string[]; builtins: string[] };
const recorded = (file: string): string[] => loads(file).cjs;

describe("what a one-trace run compiles as CommonJS", () => {
  it("the CLI on a failing trace in a checkout, with an output folder set: nothing (no zod, nothing from node_modules)", () => {
    const git = loggingGit(root);
    const repo = checkoutWithFailingTrace(root, git.env);
    const out = path.join(root, "cjs-cli.json");
    let status = 0;
    try {
      execFileSync(process.execPath, [path.join(dist, "cli.js"), "attribute", "trace.json", "--out", path.join(root, "out")], {
        cwd: repo,
        env: { ...git.env, NODE_OPTIONS: `--require ${preload}`, BG_TEST_CJS_OUT: out },
        stdio: "ignore",
      });
    } catch (err) {
      status = (err as { status: number }).status;
    }
    expect(status).toBe(1);
    expect(readFileSync(path.join(root, "out", "blamegate.sarif"), "utf8")).toContain('"ruleId"');
    expect(recorded(out).filter((f) => f !== preload)).toEqual([]);
  });

  it("the action on a pull request: nothing (no zod for the event payload, nothing from node_modules)", async () => {
    const workspace = mkdtempSync(path.join(root, "ws-"));
    writeFileSync(path.join(workspace, "trace.json"), readFileSync(path.join(repoRoot, "examples/traces/booking-healthy.json")));
    const out = path.join(root, "cjs-action.json");
    const run = await runDistActionOffline(workspace, "trace.json", { NODE_OPTIONS: `--require ${preload}`, BG_TEST_CJS_OUT: out });
    expect(run.status, run.stderr).toBe(0);
    expect(recorded(out).filter((f) => f !== preload)).toEqual([]);
    expect(run.outputs.verdict).toBe("pass");
  });
});

describe("what the action loads of Node with its network steps off", () => {
  it("no HTTP module: node:http, node:https, node:tls and undici wait for the first request", async () => {
    const workspace = mkdtempSync(path.join(root, "ws-"));
    writeFileSync(path.join(workspace, "trace.json"), readFileSync(path.join(repoRoot, "examples/traces/booking-healthy.json")));
    const out = path.join(root, "builtins-action.json");
    const run = await runDistActionOffline(workspace, "trace.json", { NODE_OPTIONS: `--require ${preload}`, BG_TEST_CJS_OUT: out });
    expect(run.status, run.stderr).toBe(0);
    expect(run.outputs.verdict).toBe("pass");
    const { builtins } = loads(out);
    // The preload itself needs node:fs, which shows the list is the run's.
    expect(builtins).toContain("NativeModule fs");
    expect(builtins.filter((m) => /^NativeModule (_?https?|tls|_tls_wrap|_http_\w+)$|undici/.test(m))).toEqual([]);
  });
});
