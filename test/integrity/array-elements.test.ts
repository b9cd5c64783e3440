// Issue 14, Medium #12: a signed native trace inside a JSON array is verified from its own
// element, picked by where it is in the array (never by an id compared loosely), and `verify`
// and the pipeline (`attribute`) read it through the same code, so they always agree.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as verify } from "../../src/cli/verify.js";
import { run as attribute } from "../../src/cli/attribute.js";
import { parseKey } from "../../src/integrity/keys.js";
import { signNativeText } from "../../src/integrity/sign.js";
import { parseSource } from "../../src/integrity/view.js";
import { LosslessNumber } from "../../src/json/lossless.js";
import { pyIndented } from "../../src/json/python.js";
import { dataPath } from "./helpers.js";
import { runVerb } from "../support/cli-io.js";

const tmp = mkdtempSync(path.join(tmpdir(), "bg-array-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const KEY = "test-key-123";
writeFileSync(path.join(tmp, "k.key"), `${KEY}\n`);

const cli = (verb: typeof verify, args: string[], env: Record<string, string> = {}) => runVerb(verb, args, tmp, env);
type Row = { id: string; integrity?: { verdict: string }; verdict?: string };
async function verdicts(file: string, keyed: boolean): Promise<{ verify: string[]; attribute: string[] }> {
  const v = await cli(verify, [file, "--json", ...(keyed ? ["--key-file", "k.key"] : [])]);
  const a = await cli(attribute, [file, "--json", "--fail-on", "none"], keyed ? { BLAMEGATE_SIGNING_KEY: KEY } : {});
  return {
    verify: (JSON.parse(v.out) as { traces: Row[] }).traces.map((t) => t.verdict!),
    attribute: (JSON.parse(a.out) as { traces: Row[] }).traces.map((t) => t.integrity!.verdict),
  };
}

const booking = readFileSync(dataPath("store/518cc4f9150d.json"), "utf8");

describe("signed traces in a JSON array", () => {
  it("a number written 480.0 inside an array element: intact in verify and in attribute alike", async () => {
    const withFloat = booking.replace('"latency_ms": 480,', '"latency_ms": 480.0,');
    expect(withFloat).not.toBe(booking);
    const signed = signNativeText(parseSource(withFloat));
    const other = readFileSync(dataPath("store/7984e15ea923.json"), "utf8");
    const f = path.join(tmp, "float-array.json");
    writeFileSync(f, `[${signed},\n${other}]`);
    expect(await verdicts(f, false)).toEqual({ verify: ["intact", "intact"], attribute: ["intact", "intact"] });
    // Re-spelled 480: both say tampered.
    writeFileSync(f, `[${signed.replace('"latency_ms": 480.0,', '"latency_ms": 480,')},\n${other}]`);
    expect(await verdicts(f, false)).toEqual({ verify: ["tampered", "intact"], attribute: ["tampered", "intact"] });
    // The same inside a { "traces": [...] } document.
    const doc = path.join(tmp, "float-doc.json");
    writeFileSync(doc, `{"traces": [${signed}]}`);
    expect(await verdicts(doc, false)).toEqual({ verify: ["intact"], attribute: ["intact"] });
  });

  it("a forged element with a numeric id next to the signed one with the same id as a string is not intact", async () => {
    // A Python float (480.0) in the trace, as approximately writes latencies: its text is read.
    const keyed = parseSource(readFileSync(dataPath("store-keyed/23e0a63a89d4.json"), "utf8").replace('"latency_ms": 480,', '"latency_ms": 480.0,'));
    keyed.set("id", "7");
    const genuine = signNativeText(keyed, { key: parseKey(KEY) });
    // The forger copies the element, block included, flips success and writes the id as a number.
    const forgedTree = parseSource(genuine);
    forgedTree.set("id", new LosslessNumber("7"));
    forgedTree.set("success", !forgedTree.get("success"));
    const forged = pyIndented(forgedTree);
    const f = path.join(tmp, "forged-array.json");
    writeFileSync(f, `[${forged},\n${genuine}]`);
    const r = await verdicts(f, true);
    expect(r.verify).toEqual(["tampered", "intact"]);
    expect(r.attribute).toEqual(["tampered", "intact"]);
  });

  it("an element that is not a trace before the signed one does not shift which element is checked", async () => {
    const signed = signNativeText(parseSource(booking.replace('"latency_ms": 480,', '"latency_ms": 480.0,')));
    const f = path.join(tmp, "skip-array.json");
    writeFileSync(f, `[{"hello": "not a trace"},\n${signed}]`);
    const r = await verdicts(f, false);
    expect(r).toEqual({ verify: ["intact"], attribute: ["intact"] });
  });
});
