// Secrets are declared once, in options.ts (`secret: true`, and `env` for the CLI's variable).
// Every place that treats secrets reads that table, so a new secret option is one edit: these
// cases run over the table, not over a list of names, and hold each place for every secret.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { run as attribute } from "../../src/cli/attribute.js";
import { settingsFromFlags } from "../../src/cli/flags.js";
import { resolveSettings, secretSettingValues, settingsFromConfigFile } from "../../src/config.js";
import { OPTIONS, optionEnv, optionsForVerb, secretOptionNames, secretOptions } from "../../src/options.js";

const secrets = secretOptions();
/** A plain word per secret: no key shape, so only the option table says it is secret. */
const valueOf = (name: string) => `plain-${name.replace(/[^a-z]/g, "")}-word`;

describe("the secret settings come from the option table", () => {
  it("secretOptionNames lists exactly the options marked secret", () => {
    expect(secretOptionNames()).toEqual(OPTIONS.filter((o) => o.secret).map((o) => o.name));
    expect(secretOptionNames()).toEqual(expect.arrayContaining(["signing-key", "judge-key", "webhook-secret", "token"]));
  });

  it.each(secrets.map((o) => o.name))("%s is refused in a config file", (name) => {
    expect(() => settingsFromConfigFile({ [name]: "x" }, "c.yml")).toThrow(`c.yml: '${name}' is a secret and must not be stored in a config file`);
  });

  it.each(secrets.map((o) => o.name))("%s is among the values redacted from outputs", (name) => {
    expect(secretSettingValues(resolveSettings({ [name]: valueOf(name) }))).toContain(valueOf(name));
  });

  it.each(secrets.filter((o) => o.env).map((o) => [o.name, o.env!]))("%s is read from $%s by the CLI", async (name, variable) => {
    const cmd = await settingsFromFlags("attribute", {}, tmpdir(), { [variable]: valueOf(name) });
    expect((cmd.settings as Record<string, unknown>)[name]).toBe(valueOf(name));
  });
});

describe("masked in the action's log", () => {
  afterEach(() => vi.unstubAllEnvs());
  it("every secret input is registered with ::add-mask::, no other input is", async () => {
    for (const o of OPTIONS) vi.stubEnv(`INPUT_${o.name.toUpperCase()}`, valueOf(o.name));
    let written = "";
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((t: string | Uint8Array) => {
      written += String(t);
      return true;
    });
    try {
      const core = await import("@actions/core");
      const { readInputs } = await import("../../src/action/context.js");
      readInputs(core);
    } finally {
      spy.mockRestore();
    }
    const masked = [...written.matchAll(/::add-mask::(.*)/g)].map((m) => m[1]);
    expect(masked.sort()).toEqual(
      secrets
        .filter((o) => o.surface !== "cli")
        .map((o) => valueOf(o.name))
        .sort(),
    );
  });
});

describe("redacted from what the CLI writes", () => {
  it("a trace that echoes every CLI secret (given through its environment variable): no output holds one", async () => {
    const cli = optionsForVerb("attribute").filter((o) => o.secret);
    const fromEnv = secrets.filter((o) => o.env);
    // Every secret the CLI reads is reachable here: as a flag of attribute, or from the environment.
    expect(secrets.filter((o) => o.surface !== "action").every((o) => cli.includes(o) || o.env)).toBe(true);
    const words = fromEnv.map((o) => valueOf(o.name));
    const dir = mkdtempSync(path.join(tmpdir(), "bg-secret-table-"));
    const step = (index: number, over: Record<string, unknown>) => ({ kind: "tool_call", tool: null, args: {}, result: "", thought: "", tokens: 0, latency_ms: 0, error: null, index, meta: {}, ...over });
    writeFileSync(
      path.join(dir, "leak.json"),
      JSON.stringify({
        id: "leak-1",
        task: `Deploy with ${words.join(" and ")}`,
        success: false,
        meta: {},
        steps: [step(0, { kind: "plan", thought: words.join(" ") }), step(1, { tool: "deploy", error: `deploy failed: rejected ${words.join(" / ")}` })],
      }),
    );
    let out = "";
    const env = Object.fromEntries(fromEnv.map((o) => [o.env!, valueOf(o.name)]));
    const code = await attribute(["leak.json", "--out", "out", "--json"], { stdout: (t) => void (out += t), stderr: (t) => void (out += t), cwd: dir, env });
    expect(code).toBe(1);
    const written = readdirSync(path.join(dir, "out"));
    const texts = [out, ...written.map((f) => readFileSync(path.join(dir, "out", f), "utf8"))];
    expect(texts.join("\n")).toContain("deploy failed: rejected");
    for (const word of words) for (const [i, text] of texts.entries()) expect(text, `${word} in ${["stdout", ...written][i]}`).not.toContain(word);
  });
});

describe("redacted from a trace the ledger recorded and that is gone", () => {
  it("every secret setting, not only the signing key, is kept out of the gone trace's result", async () => {
    const { signFiles } = await import("../../src/integrity/sign-files.js");
    const dir = mkdtempSync(path.join(tmpdir(), "bg-secret-gone-"));
    const word = valueOf("judge-key");
    mkdirSync(path.join(dir, "traces"));
    const named = `traces/${word}.jsonl`;
    writeFileSync(path.join(dir, named), `${JSON.stringify({ id: "gone-1", task: "t", success: true, steps: [{ kind: "response", result: "ok" }] })}\n`);
    writeFileSync(path.join(dir, "traces/kept.jsonl"), `${JSON.stringify({ id: "kept-1", task: "t", success: true, steps: [{ kind: "response", result: "ok" }] })}\n`);
    expect((await signFiles({ paths: ["traces"], cwd: dir, oldKeys: [], ledger: "ledger.jsonl", force: false, now: new Date() })).exitCode).toBe(0);
    unlinkSync(path.join(dir, named));
    let out = "";
    const env = { [optionEnv("judge-key")]: word };
    await attribute(["traces", "--ledger", "ledger.jsonl", "--out", "out", "--json", "--fail-on", "none"], { stdout: (t) => void (out += t), stderr: (t) => void (out += t), cwd: dir, env });
    const results = readFileSync(path.join(dir, "out", "results.json"), "utf8");
    expect(results).toContain("gone-1");
    expect(results).not.toContain(word);
  });
});
