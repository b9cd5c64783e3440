// Regression guards on a real trace: the signature of approximately's booking failure, pinned,
// trips when the same failure returns and not for another one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addGuard, parseGuards, trippedGuards } from "../../src/compare/guards.js";
import { failureSignature } from "../../src/compare/signature.js";
import { importText } from "../../src/trace/read.js";

const trace = importText(readFileSync("test/fixtures/data/peers/approximately/store/518cc4f9150d.json", "utf8"), "b.json").flatMap((i) => ("trace" in i ? [i.trace] : []))[0]!;

describe("guards", () => {
  const sig = failureSignature(trace, { mode: "FM-1.3", agent: undefined, step: 3 });

  it("signs a failure by mode, agent and the normalised action at the blamed step", () => {
    expect(sig.id).toMatch(/^sig-[0-9a-f]{12}$/);
    expect(sig.text).toBe("FM-1.3||tool_call|search_flights|destination:string,month:string,origin:string");
    // The same failure at another run's identical step signs the same; another mode does not.
    expect(failureSignature(trace, { mode: "FM-1.3", step: 4 }).id).toBe(sig.id);
    expect(failureSignature(trace, { mode: "FM-3.2", step: 3 }).id).not.toBe(sig.id);
  });

  it("adds once, and trips only on the pinned signature", () => {
    let file = parseGuards('{"version": 1, "guards": []}');
    file = addGuard(file, { id: sig.id, signature: sig.text }).file;
    expect(addGuard(file, { id: sig.id }).added).toBe(false);
    expect(trippedGuards(file, [sig.id]).map((g) => g.id)).toEqual([sig.id]);
    expect(trippedGuards(file, ["sig-000000000000"])).toEqual([]);
  });

  it("names the file and the field of a bad guards file", () => {
    expect(() => parseGuards('{"version": 1, "guards": [{"id": "nope"}]}')).toThrow(/\.blamegate\/guards\.json: guards\.0\.id/);
    expect(() => parseGuards("{")).toThrow(/not JSON/);
  });
});
