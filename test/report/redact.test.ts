import { describe, expect, it } from "vitest";
import { containsSecret, redactDeep, redactSecrets } from "../../src/report/redact.js";

// Key-shaped strings built at run time, so this file itself holds no scanner-bait literals.
const k = (...parts: string[]) => parts.join("");
const openai = k("sk-", "proj-", "a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV");
const anthropic = k("sk-", "ant-", "api03-", "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2");
const ghp = k("ghp_", "A".repeat(10), "b".repeat(10), "1234567890123456");
const pat = k("github_", "pat_", "11ABCDEFG0123456789_abcdefghijklmnop");
const aws = k("AKIA", "IOSFODNN7EXAMPLE");

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
