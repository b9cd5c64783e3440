// redactSecrets skips a text when one search (and the known values) says no step could change
// it. The skip must never change an answer: redactEveryPattern, the same steps without the
// precheck, is held equal to it on every code unit, on every string of the real traces and
// examples, and on texts built from the patterns' own pieces.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { realJsonValues } from "../support/real-json.js";
import { redactEveryPattern, redactSecrets, SECRET_PATTERNS } from "../../src/untrusted/redact.js";

function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* stringsOf(v);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      yield k;
      yield* stringsOf(v);
    }
  }
}

describe("redactSecrets' precheck", () => {
  it("changes no answer for any code unit, alone or between visible characters", () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [ch, `a${ch}b`, `a${ch}${ch}`, `${ch}\uDC00`]) expect(redactSecrets(text)).toBe(redactEveryPattern(text));
    }
  });

  it("changes no answer on any string of the real traces and examples, keys included", () => {
    let strings = 0;
    for (const { value } of realJsonValues()) {
      for (const s of stringsOf(value)) {
        strings++;
        expect(redactSecrets(s)).toBe(redactEveryPattern(s));
        expect(redactSecrets(s, ["hunter2", "abc"])).toBe(redactEveryPattern(s, ["hunter2", "abc"]));
      }
    }
    expect(strings).toBeGreaterThan(10_000);
  });

  it("changes no answer on texts made of the patterns' pieces, in any case, with known values", () => {
    const pieces = [
      "-----BEGIN ",
      "RSA PRIVATE KEY-----",
      "-----END PRIVATE KEY-----",
      "sk-",
      "ant-",
      "proj-",
      "sk_live_",
      "rk_test_",
      "whsec_",
      "ghp_",
      "github_pat_",
      "glpat-",
      "hf_",
      "npm_",
      "AKIA",
      "AIza",
      "xoxb-",
      "eyJ",
      ".",
      "://",
      "user:",
      "@",
      "Bearer ",
      "Authorization: ",
      "Basic ",
      "password",
      "PASSWD",
      "Secret",
      "api_key",
      "Token",
      "access%5Fkey",
      "access_key",
      "accesskey",
      "refresh-token",
      "client_secret",
      "private_key",
      "passphrase",
      "pwd",
      "credential",
      "=",
      ":",
      "%3D",
      '"',
      '\\\\"',
      " ",
      "\u202E",
      "\u200B",
      "\u0007",
      "\uD83D",
      "\uDE00",
      "é",
    ];
    const word = fc.oneof(fc.constantFrom(...pieces), fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/), fc.stringMatching(/^[A-Z0-9]{16}$|^[A-Za-z0-9]{36,40}$/), fc.string({ maxLength: 3 }));
    const flip = (s: string, upper: boolean) => (upper ? s.toUpperCase() : s.toLowerCase());
    const kinds = new Set<string>();
    const fixedKinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.tuple(word, fc.constantFrom("as is", "upper", "lower")), { maxLength: 12 }), fc.array(fc.string({ minLength: 0, maxLength: 6 }), { maxLength: 2 }), (parts, known) => {
        const text = parts.map(([w, how]) => (how === "as is" ? w : flip(w, how === "upper"))).join("");
        const out = redactEveryPattern(text, known);
        expect(redactSecrets(text, known)).toBe(out);
        for (const m of out.matchAll(/\[REDACTED:([a-z-]+)\]/g)) kinds.add(m[1]!);
      }),
      { numRuns: 20_000 },
    );
    // Each piece alone, as a pair's key, before a key-shaped run and as a JSON key, in each case.
    // The run holds no piece of its own ("gh", "gl"), so only the piece can open the way.
    const run = "abcdefkmnopqrstuvwxyz0123456789ABCD";
    for (const piece of pieces) {
      for (const p of [piece, piece.toUpperCase(), piece.toLowerCase()]) {
        for (const text of [p, `${p}=hunter2x`, `${p}: "v4lue-9"`, `x ${p}${run} y`, `${p}${run}.${p}${run}.${run}`, `{"${p}": "v4lue"}`, `https://u:${p}@h`]) {
          const out = redactEveryPattern(text);
          expect(redactSecrets(text)).toBe(out);
          for (const m of out.matchAll(/\[REDACTED:([a-z-]+)\]/g)) fixedKinds.add(m[1]!);
        }
      }
    }
    // One secret of each kind, alone and inside text, in each case: with the texts above, the
    // fixed texts reach every pattern (a random draw reaches one more or fewer from run to run,
    // so the drawn texts are only held to a fair share of them).
    const samples = ["-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK\n-----END RSA PRIVATE KEY-----", `sk-ant-${run}`, `npm_${run}${run}`, "AKIAIOSFODNN7EXAMPLE", "Authorization: Basic dXNlcjpwYXNzd29yZA=="];
    for (const sample of samples) {
      for (const text of [sample, sample.toUpperCase(), sample.toLowerCase(), `see ${sample} here`, `{"k": "${sample}"}`]) {
        const out = redactEveryPattern(text);
        expect(redactSecrets(text)).toBe(out);
        for (const m of out.matchAll(/\[REDACTED:([a-z-]+)\]/g)) fixedKinds.add(m[1]!);
      }
    }
    expect([...fixedKinds].sort()).toEqual(SECRET_PATTERNS.map((p) => p.kind).sort());
    expect(kinds.size).toBeGreaterThanOrEqual(SECRET_PATTERNS.length / 2);
  });
});
