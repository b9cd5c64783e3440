import { describe, expect, it } from "vitest";
import { containsSecret, redactDeep, redactSecrets } from "../../src/untrusted/redact.js";

// Key-shaped strings built at run time, so this file itself holds no scanner-bait literals.
const k = (...parts: string[]) => parts.join("");
const openai = k("sk-", "proj-", "a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV");
const anthropic = k("sk-", "ant-", "api03-", "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2");
const ghp = k("ghp_", "A".repeat(10), "b".repeat(10), "1234567890123456");
const pat = k("github_", "pat_", "11ABCDEFG0123456789_abcdefghijklmnop");
const aws = k("AKIA", "IOSFODNN7EXAMPLE");
const stripe = k("sk_", "live_", "51HqLyjWDarjtT1zdp7dcXyz0123");
const glpat = k("glp", "at-", "xR7bN2kQ9vL4mT8wZ1cY");
const hf = k("hf", "_", "AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEfGh");
const npm = k("npm", "_", "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8");
const whsec = k("whs", "ec_", "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
const jwt = k("eyJ", "hbGciOiJIUzI1NiJ9", ".", "eyJ", "zdWIiOiIxMjM0NTY3ODkwIn0", ".", "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U");

describe("redactSecrets", () => {
  it.each([
    ["OpenAI key", `key is ${openai} ok`, "openai-key", openai],
    ["Anthropic key", `x-api-key: ${anthropic}`, "anthropic-key", anthropic],
    ["GitHub token", `token ${ghp}`, "github-token", ghp],
    ["fine-grained PAT", `use ${pat}`, "github-token", pat],
    ["AWS access key", `aws ${aws} here`, "aws-access-key", aws],
    ["bearer header", "Authorization: Bearer abc.def-ghi_jkl123", "bearer-token", "abc.def-ghi_jkl123"],
    ["password pair", "login?user=bob&password=hunter2&x=1", "secret-pair", "hunter2"],
    ["JSON secret", '{"client_secret": "s3cr3t-value", "n": 1}', "secret-pair", "s3cr3t-value"],
    ["token pair", "TOKEN=abcdef123", "secret-pair", "abcdef123"],
    ["URL credentials", "postgres://admin:pa55w0rd@db:5432/x", "url-credentials", "pa55w0rd"],
    ["Stripe live key", `STRIPE=${stripe}`, "stripe-key", stripe],
    ["GitLab token", `git clone https://oauth2@gitlab.com ${glpat}`, "gitlab-token", glpat],
    ["Hugging Face token", `HF ${hf}`, "huggingface-token", hf],
    ["npm token", `//registry.npmjs.org/:_authToken ${npm}`, "npm-token", npm],
    ["webhook secret", `signing with ${whsec}`, "webhook-secret", whsec],
    ["JWT", `cookie ${jwt}`, "jwt", jwt],
    ["prefixed key name", "GITHUB_TOKEN=abc123def456", "secret-pair", "abc123def456"],
    ["JSON inside JSON", String.raw`{"args": "{\"password\": \"letmein\", \"user\": \"root\"}"}`, "secret-pair", "letmein"],
    ["JSON inside JSON inside JSON", String.raw`"{\\\"api_key\\\":\\\"zq81!x\\\"}"`, "secret-pair", "zq81!x"],
    ["URL-encoded pair", "q=1&api%5Fkey%3Dsecretvalue42%26x%3D1", "secret-pair", "secretvalue42"],
    ["URL-encoded JSON", "%7B%22password%22%3A%22letmein%22%7D", "secret-pair", "letmein"],
    ["quoted plain word", '{"password": "letmein"}', "secret-pair", "letmein"],
    ["assigned plain word", "password=letmein", "secret-pair", "letmein"],
  ])("%s", (_name, text, kind, secret) => {
    const out = redactSecrets(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(`[REDACTED:${kind}]`);
    expect(redactSecrets(out)).toBe(out);
  });

  it("keeps the key name of a pair and the text around it", () => {
    expect(redactSecrets("retry with password=hunter2 now")).toBe("retry with password=[REDACTED:secret-pair] now");
  });

  it("leaves ordinary agent text alone", () => {
    const text = "max_tokens=512, token_count: 40, the task (skip) is done; Bearer of bad news; sk-short";
    expect(redactSecrets(text)).toBe(text);
    expect(containsSecret(text)).toBe(false);
  });

  it("redacts a key split by a control, bidi or zero-width character (removed first)", () => {
    for (const cut of ["\u0007", "\u200E", "\u202E", "\u2066", "\u200B", "\u00AD", "\u001B"]) {
      for (const key of [stripe, openai, ghp, jwt]) {
        const split = `${key.slice(0, 10)}${cut}${key.slice(10)}`;
        const out = redactSecrets(`leaked ${split} here`);
        expect(out, JSON.stringify(cut)).toMatch(/^leaked \[REDACTED:[a-z-]+\] here$/);
      }
    }
    expect(redactSecrets("pass\u0007word=hunter2")).toBe("password=[REDACTED:secret-pair]");
  });

  it.each(["token: expired", "Token: Expired.", "error: password: required", "the secret: none of them", "refresh-token: invalid", "no token: set GITHUB_TOKEN in the workflow", "credentials: missing!"])(
    "leaves prose about secrets alone: %s",
    (text) => {
      expect(redactSecrets(text)).toBe(text);
    },
  );

  it.each([
    ["token: abc123XYZ", "token: [REDACTED:secret-pair]"],
    ["password: hunter2", "password: [REDACTED:secret-pair]"],
    ["token: 'expired'", "token: '[REDACTED:secret-pair]'"],
    ["token=expired", "token=[REDACTED:secret-pair]"],
    ["no token: [REDACTED:secret-pair]", "no token: [REDACTED:secret-pair]"],
  ])("but redacts secret-looking, quoted or assigned values: %s", (text, want) => {
    expect(redactSecrets(text)).toBe(want);
  });

  it("redacts exact known values and nested strings", () => {
    expect(redactSecrets("the hook secret is hello-world!", ["hello-world!"])).toBe("the hook secret is [REDACTED:secret]");
    const deep = redactDeep({ a: [`x ${openai}`], b: { c: 3, d: `${aws}` } });
    expect(JSON.stringify(deep)).not.toMatch(/sk-proj|AKIA/);
    expect(deep.b.c).toBe(3);
  });

  it("copies only what changed: the input is never modified, clean parts are shared", () => {
    const clean = { id: "t1", steps: [{ text: "fine" }, { text: "also fine" }], n: 3, none: null };
    expect(redactDeep(clean)).toBe(clean);
    const input = { a: { quote: `key ${openai}` }, b: { text: "fine" }, list: ["ok", `tok ${aws}`] };
    const out = redactDeep(input);
    expect(out).not.toBe(input);
    expect(input.a.quote).toContain("sk-proj");
    expect(input.list[1]).toContain("AKIA");
    expect(out.a.quote).toBe("key [REDACTED:openai-key]");
    expect(out.list).toEqual(["ok", "tok [REDACTED:aws-access-key]"]);
    expect(out.b).toBe(input.b);
  });

  it("keeps a __proto__ key as data when redacting under it", () => {
    const input = Object.create(null) as Record<string, unknown>;
    Object.defineProperty(input, "__proto__", { value: { polluted: `x ${openai}` }, enumerable: true, writable: true, configurable: true });
    const out = redactDeep(input);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(out, "__proto__")).toBe(true);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"polluted":"x [REDACTED:openai-key]"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("redacts a private key block", () => {
    const pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK\n-----END RSA PRIVATE KEY-----";
    expect(redactSecrets(`k=\n${pem}\nend`)).toBe("k=\n[REDACTED:private-key]\nend");
  });
});
