// The pieces the locator stands on: stack frames, definitions by source shape, and real line
// numbers of steps inside JSON trace text.
import { describe, expect, it } from "vitest";
import { findDefinitions } from "../../../src/render/sarif/definitions.js";
import { isLibraryFrame, parseStackFrames } from "../../../src/trace/stack-frames.js";
import { stepSites } from "../../../src/results/step-sites.js";
import { scanJsonArrays } from "../../../src/json/offsets.js";
import { stepLine } from "../../../src/results/step-line.js";
import { finding, trace } from "../../support/builders.js";

describe("parseStackFrames", () => {
  it("reads a Python traceback innermost first", () => {
    const tb = ["Traceback (most recent call last):", '  File "/app/main.py", line 10, in <module>', '  File "/app/agent/tools.py", line 42, in book', "ValueError: x"].join("\n");
    expect(parseStackFrames(tb)).toEqual([
      { file: "/app/agent/tools.py", line: 42, function: "book" },
      { file: "/app/main.py", line: 10, function: "<module>" },
    ]);
  });
  it("reads a Node stack innermost first", () => {
    const stack = ["Error: boom", "    at bookFlight (/app/src/tools.ts:12:9)", "    at async run (file:///app/src/agent.mjs:3:1)", "    at node:internal/process/task_queues:95:5"].join("\n");
    const frames = parseStackFrames(stack);
    expect(frames.slice(0, 2)).toEqual([
      { file: "/app/src/tools.ts", line: 12, function: "bookFlight" },
      { file: "/app/src/agent.mjs", line: 3, function: "run" },
    ]);
    expect(frames.filter((f) => !isLibraryFrame(f.file))).toHaveLength(2);
  });
  it("knows library frames", () => {
    for (const f of ["/usr/lib/python3.12/asyncio/x.py", "/v/.venv/lib/site-packages/httpx/a.py", "/app/node_modules/openai/x.js", "node:internal/x"]) expect(isLibraryFrame(f)).toBe(true);
    expect(isLibraryFrame("/app/agent/tools.py")).toBe(false);
  });
});

describe("findDefinitions", () => {
  const names = (text: string, file: string) => findDefinitions(text, file).map((d) => `${d.kind}:${d.name}@${d.line}`);
  it("Python: def, async def, renamed @tool, @mcp.tool()", () => {
    const py = ['@tool(name="lookup_pnr")', "def lookup(p):", "    pass", "@mcp.tool()", "async def refund(x):", "    pass", "def helper():", "    pass"].join("\n");
    expect(names(py, "a.py")).toEqual(["tool-registration:lookup_pnr@1", "decorated-function:lookup@2", "decorated-function:refund@5", "function:helper@7"]);
  });
  it("TS/JS: functions, arrow consts, tool() properties, MCP registrations", () => {
    const ts = ["export async function cancelBooking(id: string) {}", "const search = async (q) => q;", "const tools = {", "  getWeather: tool({ description: 'w' }),", "};", "server.registerTool('refund', {}, h);"].join(
      "\n",
    );
    expect(names(ts, "a.ts")).toEqual(["function:cancelBooking@1", "function:search@2", "tool-registration:getWeather@4", "tool-registration:refund@6"]);
  });
  it("OpenAI function schemas, but not a package name", () => {
    const schema = JSON.stringify({ tools: [{ type: "function", function: { name: "get_weather", parameters: {} } }] }, null, 2);
    expect(names(schema, "tools.json")).toEqual([`function-schema:get_weather@${schema.split("\n").findIndex((l) => l.includes("get_weather")) + 1}`]);
    expect(names(JSON.stringify({ name: "my-pkg", version: "1" }, null, 2), "package.json")).toEqual([]);
  });
  it("agents constructed with a name, on one line or several", () => {
    const py = ['planner = AssistantAgent("planner")', "booker = ConversableAgent(", '    name="booker",', ")"].join("\n");
    expect(names(py, "crew.py")).toEqual(["agent:planner@1", "agent:booker@2"]);
  });
});

describe("findDefinitions: only where the code defines it", () => {
  const names = (text: string, file: string) => findDefinitions(text, file).map((d) => `${d.kind}:${d.name}@${d.line}`);
  it("not a mention in a string (a test's fixture text) or a comment, in TS", () => {
    const ts = [
      '// server.tool("refund") is registered elsewhere',
      'const py = [\'planner = AssistantAgent("planner")\', "booker = ConversableAgent(", \'    name="booker",\', ")"].join("\\n");',
      "const doc = `export async function read_file(path) {}`;",
      "/* const tools = {",
      "  getWeather: tool({}),",
      "} */",
      'const schema = \'{"name": "get_weather", "parameters": {}}\';',
      "const re = /server.tool('x')/;",
      "export async function readFile(file: string) {}",
    ].join("\n");
    expect(names(ts, "helpers.ts")).toEqual(["function:readFile@9"]);
  });
  it("not a mention in a docstring, a string or a comment, in Python", () => {
    const py = [
      "def real(x):",
      '    """Example:',
      "",
      "    def read_file(path):",
      '        planner = AssistantAgent("planner")',
      '    """',
      "    # @tool",
      "    # def commented(): pass",
      "    text = 'mcp.tool(\"refund\")'",
      '    return f"def fake(): {x}"',
      '@tool("lookup")  # a real registration',
      "def lookup(q):",
      "    pass",
    ].join("\n");
    expect(names(py, "agent.py")).toEqual(["function:real@1", "tool-registration:lookup@11", "decorated-function:lookup@12"]);
  });
  it("real registrations with quoted names still count", () => {
    const ts = ['server.tool("refund", {}, h);', 'const a = new Agent({ name: "planner" });', 'const fns = [{ "type": "function", "name": "get_weather", "parameters": {} }];'].join("\n");
    expect(names(ts, "a.ts")).toEqual(["tool-registration:refund@1", "function:a@2", "agent:planner@2", "function-schema:get_weather@3"]);
  });
});

describe("stepLine", () => {
  it("finds each step's element line in pretty JSON", () => {
    const text = JSON.stringify({ id: "t", meta: { tags: ["a", "b"] }, steps: [{ k: 0 }, { k: 1, nested: [1, 2, 3] }, { k: 2 }] }, null, 2);
    const lines = text.split("\n");
    const expected = [0, 1, 2].map((k) => lines.findIndex((l) => l.includes(`"k": ${k}`)));
    for (const k of [0, 1, 2]) expect(stepLine(text, { index: k, position: k, stepCount: 3 })).toBe(expected[k]!);
  });
  it("JSONL traces are on their own line; spans are found by id", () => {
    expect(stepLine("{}", { index: 3, position: 3, stepCount: 5, traceLine: 17 })).toBe(17);
    const otlp = `{\n "spans": [\n  {"spanId": "aa"},\n  {"spanId": "bb"}\n ]\n}`;
    expect(stepLine(otlp, { index: 0, position: 0, stepCount: 2, spanId: "bb" })).toBe(4);
  });
  it("survives strings with brackets, escapes and newlines", () => {
    const text = '{"steps": [\n"a [1,2]",\n"b \\" ] {",\n"c"\n]}';
    expect(scanJsonArrays(text)[0]!.elements).toEqual([2, 3, 4]);
  });
  it("takes a key before any whitespace that /\\s/ knows, and passes such a space outside a string", () => {
    // The scan compares code units, not a regular expression a character: the same set must count.
    const spaces = ["\u00a0", "\u2028", "\ufeff", "\u3000", "\u000b"];
    for (const sp of spaces) {
      const text = `{"steps"${sp}: [\n1${sp},\ntrue${sp}\n]}`;
      expect(scanJsonArrays(text)).toEqual([{ key: "steps", depth: 1, line: 1, elements: [2, 3] }]);
    }
  });
  it("takes the arrays from the caller's scan when given (the locator scans a file once for all its steps)", () => {
    const text = JSON.stringify({ steps: [{ k: 0 }, { k: 1 }, { k: 2 }] }, null, 2);
    let scans = 0;
    const scanned = scanJsonArrays(text);
    const arraysOf = () => {
      scans++;
      return scanned;
    };
    const lines = [0, 1, 2].map((k) => stepLine(text, { index: k, position: k, stepCount: 3 }, arraysOf));
    expect(lines).toEqual([0, 1, 2].map((k) => stepLine(text, { index: k, position: k, stepCount: 3 })));
    expect(scans).toBe(3);
  });
});

describe("stepSites", () => {
  it("keeps name, code, span and error frames of the steps findings name", () => {
    const t = trace([{ kind: "plan" }, { kind: "tool_call", name: "book", spanId: "s1", code: { file: "a.py", line: 3 }, error: '  File "/x/a.py", line 9, in book' }], {
      task: "x",
      origin: { file: "t.json", format: "otlp" },
    });
    const sites = stepSites(t, { findings: [finding({ step: 1, confidence: 0.5 })], verdict: null });
    expect(sites).toEqual([{ step: 1, position: 1, name: "book", code: { file: "a.py", line: 3 }, spanId: "s1", frames: [{ file: "/x/a.py", line: 9, function: "book" }] }]);
  });
});

describe("gitTrackedFiles", () => {
  it("lists this repository's committed files, and null outside a repository", async () => {
    const { gitTrackedFiles } = await import("../../../src/collect/git-files.js");
    const files = await gitTrackedFiles(process.cwd());
    expect(files?.has("package.json")).toBe(true);
    expect(files?.has("node_modules/yauzl/index.js")).toBe(false);
    const { mkdtemp, rm } = await import("node:fs/promises");
    const dir = await mkdtemp((await import("node:path")).join((await import("node:os")).tmpdir(), "bg-nogit-"));
    expect(await gitTrackedFiles(dir)).toBeNull();
    await rm(dir, { recursive: true, force: true });
  });
});

describe("trace files outside the repository", () => {
  it("are never matched to a committed file by name", async () => {
    const { indexSources, createLocator } = await import("../../../src/render/sarif/locate.js");
    const { failedTrace } = await import("../../support/builders.js");
    const files = new Set(["traces/run-1.json"]);
    const locator = createLocator(indexSources("/repo", [], files), { readText: () => '{"steps": [1, 2, 3, 4, 5, 6]}' });
    const t = failedTrace(1, { errors: [], file: "/runner/temp/blamegate-artifacts-x/agent-traces/traces/run-1.json" });
    expect(locator.locate({ trace: t, step: 3, agent: "nobody" })).toBeNull();
    const inRepo = failedTrace(1, { errors: [], file: "traces/run-1.json" });
    expect(createLocator(indexSources("/repo", [], files), { cwd: "/repo", readText: () => '{"steps": [\n1,\n2,\n3,\n4,\n5,\n6]}' }).locate({ trace: inRepo, step: 3, agent: "nobody" })).toEqual({
      uri: "traces/run-1.json",
      line: 5,
      via: "trace-file",
      anchor: "line:5",
    });
  });
});

describe("buildSourceIndex skips what is not the agent's own source", () => {
  it("tests, vendored, generated and build output by default, and what .gitattributes marks", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import("node:fs");
    const { execFileSync } = await import("node:child_process");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { buildSourceIndex } = await import("../../../src/render/sarif/locate.js");
    const root = mkdtempSync(path.join(tmpdir(), "bg-skip-"));
    const files: Record<string, string> = {
      "agent/tools.py": "def read_file(path):\n    return path\n",
      "test/helpers.ts": "export async function read_file(file: string) {}\n",
      "tests/test_agent.py": "def read_file(p):\n    pass\n",
      "src/agent.test.ts": "export function read_file() {}\n",
      "vendor/lib.py": "def read_file(p):\n    pass\n",
      "node_modules/x/index.js": "function read_file() {}\n",
      "dist/bundle.js": "function read_file() {}\n",
      "build/lib/agent.py": "def read_file(p):\n    pass\n",
      "third/copied.py": "def read_file(p):\n    pass\n",
      "gen/api_client.py": "def read_file(p):\n    pass\n",
      "gen/kept.py": "def read_file(p):\n    pass\n",
      ".gitattributes": "third/** linguist-vendored\ngen/** linguist-generated\ngen/kept.py -linguist-generated\n",
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    execFileSync("git", ["init", "-q"], { cwd: root });
    try {
      const index = await buildSourceIndex({ root, globs: ["**/*.py", "**/*.ts", "**/*.js"] });
      expect(
        index.definitions
          .get("read_file")!
          .map((d) => d.file)
          .sort(),
      ).toEqual(["agent/tools.py", "gen/kept.py"]);
      const all = await buildSourceIndex({ root, globs: ["**/*.py", "**/*.ts", "**/*.js"], skip: [], honourGitattributes: false });
      expect(all.definitions.get("read_file")!.map((d) => d.file)).toContain("test/helpers.ts");
      // The source-ignore setting's default is that list; setting it replaces it.
      const { resolveSettings } = await import("../../../src/config.js");
      const { DEFAULT_SOURCE_SKIP } = await import("../../../src/render/sarif/locate.js");
      expect(resolveSettings()["source-ignore"]).toEqual([...DEFAULT_SOURCE_SKIP]);
      const tests = await buildSourceIndex({ root, globs: ["**/*.py", "**/*.ts", "**/*.js"], skip: resolveSettings({ "source-ignore": "vendor/**" })["source-ignore"] });
      expect(tests.definitions.get("read_file")!.map((d) => d.file)).toContain("test/helpers.ts");
      expect(tests.definitions.get("read_file")!.map((d) => d.file)).not.toContain("vendor/lib.py");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("buildSourceIndex ignore", () => {
  it("does not take blamegate's own reports for tool definitions", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { buildSourceIndex } = await import("../../../src/render/sarif/locate.js");
    const root = mkdtempSync(path.join(tmpdir(), "bg-index-"));
    mkdirSync(path.join(root, "agent"));
    mkdirSync(path.join(root, "blamegate-out"));
    writeFileSync(path.join(root, "agent", "tools.py"), "def book_flight(flight):\n    return flight\n");
    writeFileSync(path.join(root, "blamegate-out", "schema.json"), '{"name": "book_flight", "parameters": {}}\n');
    const all = await buildSourceIndex({ root, globs: ["**/*.py", "**/*.json"] });
    const kept = await buildSourceIndex({ root, globs: ["**/*.py", "**/*.json"], ignore: ["blamegate-out/**"] });
    expect(all.files.has("blamegate-out/schema.json")).toBe(true);
    expect(kept.files.has("blamegate-out/schema.json")).toBe(false);
    expect(kept.files.has("agent/tools.py")).toBe(true);
  });
});

describe("an index of the cited names only", () => {
  it("has, for each name asked, the definitions the whole index has, over this repository's sources and examples", async () => {
    const { buildSourceIndex, MAX_SEARCHED_NAMES } = await import("../../../src/render/sarif/locate.js");
    const globs = ["**/*.py", "**/*.ts", "**/*.js", "**/*.json"];
    const full = await buildSourceIndex({ root: ".", globs, skip: [] });
    expect(full.definitions.size).toBeGreaterThan(100);
    // Names defined once and several times, names found in no definition, and names that are only pieces of others.
    const asked = new Set([...[...full.definitions.keys()].filter((_, i) => i % 7 === 0), "lookup_pnr", "no_such_tool_anywhere", "read", "e"]);
    const some = await buildSourceIndex({ root: ".", globs, skip: [], names: asked });
    expect(some.files).toEqual(full.files);
    for (const name of asked) expect(some.definitions.get(name), name).toEqual(full.definitions.get(name));
    expect([...some.definitions.keys()].every((k) => asked.has(k))).toBe(true);
    expect((await buildSourceIndex({ root: ".", globs, skip: [], names: new Set() })).definitions.size).toBe(0);
    // Past MAX_SEARCHED_NAMES, no file is passed over unsearched; the definitions are still those of the names.
    const many = new Set([...asked, ...Array.from({ length: MAX_SEARCHED_NAMES }, (_, i) => `unused_name_${i}`)]);
    const manyIndex = await buildSourceIndex({ root: ".", globs, skip: [], names: many });
    for (const name of many) expect(manyIndex.definitions.get(name), name).toEqual(full.definitions.get(name));
    expect([...manyIndex.definitions.keys()].every((k) => many.has(k))).toBe(true);
  });
});
