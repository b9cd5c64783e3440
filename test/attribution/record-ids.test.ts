// One record-id module for the detectors, attribution and the locator: what each pattern
// matches, and that long values (six digits or more) are exactly what the detectors matched with
// their own pattern before there was one module.
import { describe, expect, it } from "vitest";
import { IDENTIFIER, identifiers, normRef, RECORD_REF, recordRefs } from "../../src/attribution/record-ids.js";

/** The pattern misattributed-value used for long values, kept here as the behaviour to hold. */
const LONG_VALUE = /#?\b[A-Za-z]{0,6}[-_]?\d{6,}\b/g;

describe("record ids", () => {
  it("names records as agents write them", () => {
    expect(recordRefs("Orders #W4967593, ORD-1234 and user_12345; not 123 or abcdefgh1234.")).toEqual(["#W4967593", "ORD-1234", "user_12345"]);
    expect(recordRefs("#W4967593 ships with 194496721133, ref AB-1234", 6)).toEqual(["#W4967593", "194496721133"]);
    expect(recordRefs("#W4967593").map(normRef)).toEqual(["w4967593"]);
  });

  it("finds identifiers loosely in call arguments (3 digits, suffixes, #codes)", () => {
    expect('{"id": "#W123", "code": "AB-1234x", "user": "user_420x", "tag": "#A1b2"}'.match(IDENTIFIER)).toEqual(["#W123", "AB-1234x", "user_420x", "#A1b2"]);
  });

  it("long values are the record references of six digits or more, as the old pattern found them", () => {
    // Deterministic strings over the characters the patterns care about.
    const alphabet = "aB#-_ 0123456789.xZ\n";
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const samples = ["x-1234-123456", "12345-1234567", "#ab1234567 W12-123456", "ab12345 W1234567"];
    for (let n = 0; n < 20_000; n++) {
      let s = "";
      const len = 1 + Math.floor(next() * 30);
      for (let i = 0; i < len; i++) s += next() < 0.5 ? String(Math.floor(next() * 10)) : alphabet[Math.floor(next() * alphabet.length)];
      samples.push(s);
    }
    let long = 0;
    for (const s of samples) {
      const want = s.match(LONG_VALUE) ?? [];
      long += want.length;
      expect(recordRefs(s, 6), JSON.stringify(s)).toEqual(want);
    }
    expect(long).toBeGreaterThan(1000);
  });

  it("skipping texts without a digit run (or a #) finds what the patterns find", () => {
    // identifiers() and recordRefs() answer [] without running the pattern when the text has no
    // run of three (four) digits and no "#": the answers must be the patterns' own.
    const alphabet = "aB#-_ 0123456789.xZ\n";
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const samples = ["", "#abcd", "ab 12 34 567", "W-123x", "no digits at all", "1234", "x123", "#A1b2 and 99"];
    for (let n = 0; n < 20_000; n++) {
      let s = "";
      const len = 1 + Math.floor(next() * 30);
      // Mostly letters and short digit runs, so both answers ([] and matches) are common.
      for (let i = 0; i < len; i++) s += next() < 0.25 ? String(Math.floor(next() * 10)) : alphabet[Math.floor(next() * alphabet.length)];
      samples.push(s);
    }
    let found = 0;
    let empty = 0;
    for (const s of samples) {
      const ids = s.match(IDENTIFIER) ?? [];
      const refs = s.match(RECORD_REF) ?? [];
      found += ids.length + refs.length;
      if (ids.length === 0) empty++;
      expect(identifiers(s), JSON.stringify(s)).toEqual(ids);
      expect(recordRefs(s), JSON.stringify(s)).toEqual(refs);
    }
    expect(found).toBeGreaterThan(1000);
    expect(empty).toBeGreaterThan(1000);
  });
});
