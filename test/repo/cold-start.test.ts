// What a one-trace `blamegate attribute` loads before it reads a trace: the modules statically
// reachable from its command. Every kilobyte there is parsed on every start (issue 17: the cold
// start should stay close to bare node), so libraries a common run does not need are imported
// where they are used.
import { build, type Metafile } from "esbuild";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAll } from "../../scripts/bundle.mjs";

let metafile: Metafile;
beforeAll(async () => {
  ({ metafile } = (await buildAll(build, "dist", { write: false, logLevel: "silent" })) as { metafile: Metafile });
});

/** Output files reachable from `start` by static imports only (what loading it loads). */
function staticallyReachable(start: string): Set<string> {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length > 0) {
    for (const i of metafile.outputs[todo.pop()!]!.imports) {
      if (i.kind === "import-statement" && !i.external && metafile.outputs[i.path] && !seen.has(i.path)) {
        seen.add(i.path);
        todo.push(i.path);
      }
    }
  }
  return seen;
}

const packagesIn = (outputs: Set<string>): Set<string> => {
  const names = new Set<string>();
  for (const o of outputs) {
    for (const input of Object.keys(metafile.outputs[o]!.inputs)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (m) names.add(m[1]!);
    }
  }
  return names;
};

/** Node built-ins (`node:x` or bare) that loading `outputs` imports statically. */
const builtinsIn = (outputs: Set<string>): Set<string> => {
  const names = new Set<string>();
  for (const o of outputs) for (const i of metafile.outputs[o]!.imports) if (i.external && i.kind === "import-statement") names.add(i.path.replace(/^node:/, ""));
  return names;
};

/** What `node dist/cli.js attribute ...` loads before it runs: the dispatcher and the verb's chunk, with their static imports. */
function attributeVerbLoads(): Set<string> {
  const chunk = Object.keys(metafile.outputs).find((o) => Object.keys(metafile.outputs[o]!.inputs).includes("src/cli/attribute.ts"));
  expect(chunk).toBeDefined();
  return new Set([...staticallyReachable("dist/cli.js"), ...staticallyReachable(chunk!)]);
}

describe("what the CLI's attribute verb loads at start", () => {
  it("is the command's chunk and what it imports statically, without the YAML library (read only when .blamegate.yml exists) or zod", () => {
    const loads = attributeVerbLoads();
    const packages = packagesIn(loads);
    expect(packages).not.toContain("yaml");
    // zod is dist/chunks/zod.cjs, required when the first schema is built (src/zod.ts).
    expect(packages).not.toContain("zod");
    const inputs = new Set([...loads].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)));
    expect(inputs).toContain("src/zod.ts");
    expect(inputs).toContain("src/lazy-schema.ts");
    expect(Object.keys(metafile.outputs["dist/chunks/zod.cjs"]!.inputs).some((i) => i.includes("node_modules/zod/"))).toBe(true);
  });

  // What only some runs need is imported where they need it (cli/finish-local.ts, cli/attribute.ts).
  it("does not load the text report, the history file or the webhook alert", () => {
    const inputs = new Set([...attributeVerbLoads()].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)));
    expect(inputs).toContain("src/cli/finish-local.ts");
    for (const f of ["src/render/text.ts", "src/trend/history-file.ts", "src/run/alert.ts", "src/webhook/send-alert.ts"]) expect(inputs).not.toContain(f);
  });

  // The judge's client and second pass load only when a judge is configured (run/judge-config.ts
  // decides); the base comparison and the guards only when a base is given or a guards file
  // exists (run/compare-base.ts).
  it("does not load the judge's client or the base comparison", () => {
    const inputs = new Set([...attributeVerbLoads()].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)));
    expect(inputs).toContain("src/run/judge-config.ts");
    expect(inputs).toContain("src/run/compare-base.ts");
    for (const f of ["src/judge/openai.ts", "src/run/judge.ts", "src/compare/compare.ts", "src/compare/guards.ts", "src/compare/load.ts", "src/compare/gate.ts", "src/compare/align.ts"]) expect(inputs).not.toContain(f);
  });

  // Built-ins a one-trace run does not use are imported where they are used: child_process
  // where git runs (the head commit is read from .git: src/cli/head-commit.ts), worker_threads
  // where a pool or the layout worker starts. Each cost the start a few milliseconds.
  it("does not load child_process or worker_threads", () => {
    const builtins = builtinsIn(attributeVerbLoads());
    expect(builtins).toContain("fs");
    for (const b of ["child_process", "worker_threads"]) expect(builtins).not.toContain(b);
  });

  // A one-file run starts no pool (pipeline/plan.ts): the pool's code is imported where one starts.
  it("does not load the worker pool", () => {
    const inputs = new Set([...attributeVerbLoads()].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)));
    expect(inputs).toContain("src/pipeline/run-pipeline.ts");
    expect(inputs).not.toContain("src/pipeline/pool.ts");
  });

  // The first use of the performance API loads eleven built-in modules (the performance hooks); the
  // pipeline's "done" signal for the bench is a process event instead (pipeline/run-pipeline.ts).
  it("calls nothing of the performance API", () => {
    const sources = [...attributeVerbLoads()].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)).filter((i) => i.startsWith("src/"));
    expect(sources).toContain("src/pipeline/run-pipeline.ts");
    const users = sources.filter((f) => /\bperformance\.\w+\(|perf_hooks/.test(readFileSync(f, "utf8")));
    expect(users).toEqual([]);
  });
});

// Each module file costs a start a fraction of a millisecond whatever its size, so the action
// and the CLI are bundled each on its own (scripts/bundle.mjs bundleGroups): bundled together,
// their shared code was cut into chunks by which entries reach it, some fifty files a start.
describe("how many files a start loads", () => {
  it("the CLI's attribute verb: under 40 files; the action: under 35", () => {
    expect(attributeVerbLoads().size).toBeLessThan(40);
    expect(staticallyReachable("dist/index.js").size).toBeLessThan(35);
  });
});

describe("what the action loads at start", () => {
  it("does not load the judge's client or the base comparison", () => {
    const inputs = new Set([...staticallyReachable("dist/index.js")].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)));
    expect(inputs).toContain("src/action/read-run.ts");
    for (const f of ["src/judge/openai.ts", "src/run/judge.ts", "src/compare/compare.ts", "src/compare/guards.ts", "src/compare/load.ts"]) expect(inputs).not.toContain(f);
  });

  // The publishing step's chunk is loaded by every run, token or not; octokit (and the proxy
  // agents under blamegate's fetch) only where a client is made (src/action/connect.ts).
  it("its publishing step does not load octokit or the HTTP client: a run without a token never does", () => {
    const chunk = Object.keys(metafile.outputs).find((o) => Object.keys(metafile.outputs[o]!.inputs).includes("src/action/publish.ts"));
    expect(chunk).toBeDefined();
    const loaded = new Set([...staticallyReachable("dist/index.js"), ...staticallyReachable(chunk!)]);
    const inputs = new Set([...loaded].flatMap((o) => Object.keys(metafile.outputs[o]!.inputs)));
    expect(inputs).toContain("src/github/comment.ts");
    expect(inputs).toContain("src/github/identity.ts");
    for (const p of ["@octokit/core", "@octokit/rest", "@octokit/plugin-throttling", "bottleneck", "@actions/http-client", "tunnel"]) expect(packagesIn(loaded)).not.toContain(p);
  });

  it("does not load child_process, worker_threads or @actions/exec (core's platform details, never asked for)", () => {
    const loaded = staticallyReachable("dist/index.js");
    expect(packagesIn(loaded)).toContain("@actions/core");
    expect(packagesIn(loaded)).not.toContain("@actions/exec");
    const builtins = builtinsIn(loaded);
    for (const b of ["child_process", "worker_threads"]) expect(builtins).not.toContain(b);
  });
});

// Importing `node:http` as ESM makes Node read every export, and on Node 22 and later three of
// them load Node's fetch implementation (undici): the digest's upload paid for it on every runner.
// The build loads both modules with require instead (scripts/bundle.mjs, builtins-by-require).
describe("how the bundle loads node:http and node:https", () => {
  it("with require, from every file of dist/, the upload's chunk among them", () => {
    const imported: string[] = [];
    const required = new Set<string>();
    for (const [file, out] of Object.entries(metafile.outputs)) {
      for (const i of out.imports) {
        if (!/^(node:)?https?$/.test(i.path)) continue;
        if (i.kind === "require-call") required.add(file);
        else imported.push(`${file}: ${i.kind} ${i.path}`);
      }
    }
    expect(imported).toEqual([]);
    const artifact = Object.keys(metafile.outputs).find((o) => Object.keys(metafile.outputs[o]!.inputs).some((i) => i.includes("node_modules/@actions/artifact/")));
    expect(artifact).toBeDefined();
    expect(required).toContain(artifact);
  });
});
