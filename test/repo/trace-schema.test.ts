// The native trace format's JSON Schema (schemas/trace.schema.json): generated from its zod
// schema, met by the examples and by the traces "approximately" itself wrote, strict where a
// detector reads a key, and docs/trace-format.md names every key the detectors read.
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { looksNative } from "../../src/trace/import/native.js";
import { NativeStepMetaSchema, NativeTraceMetaSchema, nativeTraceJsonSchema } from "../../src/trace/native-format.js";

const root = new URL("../../", import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), "utf8");
const committed = read("schemas/trace.schema.json");
const validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(JSON.parse(committed) as object);
const errorsOf = (value: unknown): string[] => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

/** Each JSON document of a file: the file, or each line of a JSONL file. */
function documents(file: string): unknown[] {
  const text = read(file);
  return /\.(jsonl|ndjson)$/.test(file)
    ? text
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as unknown)
    : [JSON.parse(text) as unknown];
}

describe("schemas/trace.schema.json", () => {
  it("is generated from src/trace/native-format.ts (run `npm run gen:schemas`)", () => {
    expect(committed).toBe(`${JSON.stringify(nativeTraceJsonSchema(), null, 2)}\n`);
  });

  it("the native examples in examples/traces validate", () => {
    const files = readdirSync(new URL("examples/traces/", root)).map((f) => `examples/traces/${f}`);
    const natives = files.flatMap((f) => documents(f).map((d, i) => ({ where: `${f}#${i + 1}`, d }))).filter((x) => looksNative(x.d));
    expect(natives.length).toBeGreaterThanOrEqual(3);
    for (const { where, d } of natives) expect(errorsOf(d), where).toEqual([]);
  });

  it("the traces the Python tool approximately wrote validate (the format's origin)", () => {
    const base = "test/fixtures/data/peers/approximately";
    const files = ["store", "store-keyed", "scale-sample"].flatMap((d) =>
      readdirSync(new URL(`${base}/${d}/`, root))
        .filter((f) => f.endsWith(".json"))
        .map((f) => `${base}/${d}/${f}`),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(errorsOf(documents(f)[0]), f).toEqual([]);
  });

  it("accepts an array of traces and { traces: [...] }", () => {
    const t = { task: "t", steps: [{ kind: "plan" }] };
    expect(errorsOf([t, t])).toEqual([]);
    expect(errorsOf({ traces: [t] })).toEqual([]);
  });

  it("refuses what the detectors would misread", () => {
    const trace = (meta: object, stepMeta: object = {}) => ({ task: "t", meta, steps: [{ kind: "tool_call", tool: "x", meta: stepMeta }] });
    expect(errorsOf(trace({}))).toEqual([]);
    expect(errorsOf({ task: "no steps" })).not.toEqual([]);
    expect(errorsOf(trace({ forbidden_tools: "delete_db" }))).not.toEqual([]);
    expect(errorsOf(trace({ role_tools: { planner: "search" } }))).not.toEqual([]);
    expect(errorsOf(trace({ step_limit: "20" }))).not.toEqual([]);
    expect(errorsOf(trace({}, { mutating: "yes" }))).not.toEqual([]);
    expect(errorsOf(trace({}, { verify: -1 }))).not.toEqual([]);
    expect(errorsOf(trace({}, { requires_ack: 1 }))).not.toEqual([]);
  });
});

describe("docs/trace-format.md", () => {
  const doc = read("docs/trace-format.md");

  it("its example trace validates", () => {
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(errorsOf(b)).toEqual([]);
  });

  it("documents every meta key of the schema", () => {
    for (const key of [...Object.keys(NativeTraceMetaSchema.shape), ...Object.keys(NativeStepMetaSchema.shape)]) expect(doc, key).toContain(`\`${key}\``);
  });

  it("documents every trace meta key a detector reads, and the schema holds each", () => {
    const dir = new URL("src/attribution/detectors/", root);
    const read = readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => [...readFileSync(new URL(f, dir), "utf8").matchAll(/(?:metaStrings|metaRecord)\(ctx\.trace\.meta, "(\w+)"\)|ctx\.trace\.meta\["(\w+)"\]/g)])
      .map((m) => m[1] ?? m[2]!);
    expect(read.length).toBeGreaterThanOrEqual(7);
    for (const key of new Set(read)) {
      expect(doc, key).toContain(`\`${key}\``);
      // Aliases (forbiddenTools, stepLimit, max_steps) are named in the description of the key.
      const described = Object.entries(NativeTraceMetaSchema.shape).some(([k, s]) => k === key || (s.description ?? "").includes(`\`${key}\``));
      expect(described, `${key} is in src/trace/native-format.ts`).toBe(true);
    }
  });
});
