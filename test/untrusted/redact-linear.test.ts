// Every secret pattern runs in time linear in its input, whatever the input: trace text is written
// by the code under review, and one pattern that backtracks quadratically let a 1 MB field stall a
// job for 15 minutes. Each pattern gets adversarial inputs built from its own alphabet: long runs
// of it, its prefix repeated with and without separators, near-misses that fail at the very end.
//
// Budgets are a guard against quadratic blow-up, not a benchmark: a linear pattern scans 1 MB in
// milliseconds, a quadratic one in minutes. Each shape runs at 64 KiB first (where a quadratic
// pattern already takes seconds), so a regression fails here fast instead of hanging.
import { describe, expect, it } from "vitest";
import { redactSecrets, SECRET_PATTERNS, stripInvisible } from "../../src/untrusted/redact.js";

const MB = 1 << 20;
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** `head` once, then `unit` to `size`. */
const headThen = (head: string, unit: string, size: number) => head + fill(unit, size - head.length);

// Per pattern: inputs as functions of the size. Built at run time, so this file holds no key-shaped literal.
const SHAPES: Record<string, ((n: number) => string)[]> = {
  "private-key": [(n) => fill("-----BEGIN ", n), (n) => headThen("-----BEGIN ", "A ", n), (n) => headThen("-----BEGIN PRIVATE KEY-----", "-----END A", n), (n) => fill("-----BEGIN PRIVATE KEY PRIVATE KEY", n)],
  "anthropic-key": [(n) => fill("sk-ant-", n), (n) => fill("sk-ant-abc ", n), (n) => fill("-sk-ant-", n)],
  "openai-key": [(n) => fill("sk-", n), (n) => fill("sk-proj-", n), (n) => fill("sk-abcdef.", n), (n) => fill("-sk-None-", n)],
  "stripe-key": [(n) => fill("sk_live_", n), (n) => fill("rk_test_abc-", n), (n) => headThen("sk_live_", "a", n)],
  "webhook-secret": [(n) => fill("whsec_", n), (n) => fill("whsec_abc ", n), (n) => headThen("whsec_", "+", n)],
  "github-token": [(n) => fill("ghp_", n), (n) => fill("-ghp_abc", n), (n) => fill("github_pat_", n), (n) => fill("-github_pat_abc-", n)],
  "gitlab-token": [(n) => fill("glpat-", n), (n) => fill(".glpat-abc", n), (n) => headThen("glpat-", "a", n)],
  "huggingface-token": [(n) => fill("hf_", n), (n) => fill("-hf_abc", n)],
  "npm-token": [(n) => fill("npm_", n), (n) => fill("-npm_abc", n)],
  "aws-access-key": [(n) => fill("AKIA", n), (n) => fill("AKIA123456789012345_", n), (n) => fill(" ASIA", n)],
  "google-api-key": [(n) => fill("AIza", n), (n) => fill("-AIzaabc", n)],
  "slack-token": [(n) => fill("xoxb-", n), (n) => fill(".xoxp-abc", n)],
  jwt: [
    (n) => fill("-eyJ", n),
    (n) => fill("eyJ", n),
    (n) => fill(".eyJ", n),
    (n) => fill("eyJaaaaaaaaa.", n),
    (n) => fill("eyJaaaaaaaaa.eyJaaaaaaaaa.", n),
    (n) => headThen("eyJaaaaaaaaa.eyJ", "a", n),
    (n) => fill("eyJaaaaaaaaa.eyJa.", n),
  ],
  "url-credentials": [
    (n) => fill("a.", n),
    (n) => fill("a+", n) + "://",
    (n) => fill("a://", n),
    (n) => headThen("a://", "b:", n),
    (n) => headThen("a://x:", "p", n),
    (n) => fill("a://x:p", n),
    (n) => fill("a://x:p:a://", n),
    (n) => fill("x:a://y", n),
  ],
  "bearer-token": [(n) => fill("Bearer ", n), (n) => headThen("Bearer", " ", n), (n) => fill("bearer abc ", n)],
  "basic-auth": [(n) => fill("Authorization: ", n), (n) => headThen("Authorization", " ", n), (n) => headThen("Authorization: Basic", " ", n), (n) => fill("Authorization=Token ab ", n)],
  "secret-pair": [
    (n) => fill("password", n),
    (n) => fill("token ", n),
    (n) => headThen("token", " ", n),
    (n) => headThen("token:", " ", n),
    (n) => fill("a_", n),
    (n) => fill("a_token_", n),
    (n) => headThen("x", "_", n),
    (n) => fill("-", n),
    (n) => fill("\\", n),
    (n) => fill('\\"', n),
    (n) => fill("%22", n),
    (n) => fill("api%5F", n),
    (n) => fill("password%3D%", n),
    (n) => headThen("password=", "%", n),
    (n) => headThen("password=", "\\", n),
    (n) => fill("token: expired ", n),
    (n) => fill("%41", n),
    (n) => headThen("%41", "A", n),
    (n) => fill("%7B%22db_", n),
  ],
};

describe("every secret pattern runs in linear time", () => {
  it("has adversarial shapes for every pattern", () => {
    expect(Object.keys(SHAPES).sort()).toEqual(SECRET_PATTERNS.map((p) => p.kind).sort());
  });

  it.each(SECRET_PATTERNS.map((p) => [p.kind, p] as const))("%s: 1 MB adversarial inputs", (kind, { pattern }) => {
    const started = performance.now();
    for (const [i, shape] of SHAPES[kind]!.entries()) {
      for (const size of [64 * 1024, MB]) {
        const text = shape(size);
        const t0 = performance.now();
        text.replace(pattern, "");
        const ms = performance.now() - t0;
        // Linear: a few milliseconds at 64 KiB, tens at 1 MB. Quadratic: seconds, then minutes.
        expect(ms, `${kind} shape ${i} at ${size} characters took ${Math.round(ms)} ms`).toBeLessThan(size === MB ? 2000 : 400);
      }
    }
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("the whole redactor on a megabyte of each shape", () => {
    const started = performance.now();
    for (const shapes of Object.values(SHAPES)) {
      for (const shape of shapes) {
        const small = shape(64 * 1024);
        const t0 = performance.now();
        redactSecrets(small);
        expect(performance.now() - t0, `64 KiB of ${JSON.stringify(small.slice(0, 20))}`).toBeLessThan(400);
      }
    }
    const big = Object.values(SHAPES)
      .flat()
      .map((shape) => shape(MB / 16))
      .join("\n");
    redactSecrets(big);
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it("removing invisible characters and lone surrogates first, on a megabyte of each shape", () => {
    const started = performance.now();
    for (const unit of ["\uD83D", "\uDE00", "\uDE00\uD83D", "a\u200B", "a\u200B\u200B", "\u200Ba", "\u0007", "😀"]) {
      const out = stripInvisible(fill(unit, MB));
      expect(out.length).toBeLessThanOrEqual(MB);
    }
    expect(stripInvisible(headThen("a", "\u200B", MB) + "😀")).toBe(headThen("a", "\u200B", MB) + "😀");
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
