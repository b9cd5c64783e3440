// docs/cli.md's one table of exit codes, held to: the table is read from the page, and every row
// (verb, code) has a case here that makes the verb exit with that code. A row without a case, or
// a case without a row, fails the test, so the page and the code cannot drift apart.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import type { CliIO } from "../../src/cli/types.js";
import { signWebhook } from "../../src/webhook/sign.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const store = path.join(repo, "test/fixtures/data/peers/approximately/store");
const scanFixtures = path.join(repo, "test/scan/fixtures");

/** (verb, code) rows of the table under "## Exit codes" in docs/cli.md. */
function documentedRows(): string[] {
  const page = readFileSync(path.join(repo, "docs/cli.md"), "utf8");
  const section = page.slice(page.indexOf("## Exit codes"));
  const table = section.slice(0, section.indexOf("\n## ") > 0 ? section.indexOf("\n## ") : undefined);
  return [...table.matchAll(/^\| `?([a-z-]+)`? \| (\d) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
}

function io(cwd: string, extra: Partial<CliIO> & Record<string, unknown> = {}) {
  let out = "";
  let err = "";
  const value = { stdout: (t: string) => void (out += t), stderr: (t: string) => void (err += t), cwd, env: {}, ...extra } as CliIO;
  return { io: value, out: () => out, err: () => err };
}

let dir: string;
const secret = "whsec_" + Buffer.from("exit code test secret 32 bytes!!").toString("base64");
const unsigned = JSON.stringify({ id: "plain-1", task: "say hi", success: true, steps: [{ kind: "response", result: "hi" }] });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bg-exit-"));
  copyFileSync(path.join(store, "7984e15ea923.json"), path.join(dir, "a.json"));
  const tampered = JSON.parse(readFileSync(path.join(store, "7984e15ea923.json"), "utf8"));
  tampered.steps[0].result = "something else";
  writeFileSync(path.join(dir, "tampered.json"), JSON.stringify(tampered, null, 2));
  writeFileSync(path.join(dir, "plain.json"), unsigned);
  writeFileSync(path.join(dir, "keyed.json"), unsigned.replace("plain-1", "keyed-1"));
  writeFileSync(path.join(dir, "to-sign.json"), unsigned.replace("plain-1", "to-sign-1"));
  writeFileSync(path.join(dir, "bad.json"), "not json");
  writeFileSync(path.join(dir, "key"), "a signing key of some length");
  writeFileSync(path.join(dir, "secret"), secret);
  const body = JSON.stringify({ type: "blamegate.alert.recovered", data: {} });
  writeFileSync(path.join(dir, "body.json"), body);
  const headers = signWebhook({ secret, id: "msg_exit", timestamp: Math.floor(Date.now() / 1000), body });
  writeFileSync(path.join(dir, "headers.json"), JSON.stringify(headers));
  writeFileSync(path.join(dir, "other-body.json"), body.replace("recovered", "triggered"));
});

const run = (...argv: string[]) => dispatch(argv, io(dir).io);

/** One case a row: resolves to the code the verb exited with. */
const CASES: Record<string, () => Promise<number>> = {
  "attribute 0": () => run("attribute", "a.json", "--fail-on", "none", "--out", "o/a0"),
  "attribute 1": () => run("attribute", "a.json", "--fail-on", "any", "--out", "o/a1"),
  "attribute 2": () => run("attribute", "a.json", "--fial-on", "any"),
  "merge 0": async () => {
    await run("attribute", "a.json", "--fail-on", "none", "--out", "o/shard");
    return run("merge", "o/shard", "--fail-on", "none", "--out", "o/m0");
  },
  "merge 1": () => run("merge", "o/nothing-here", "--fail-on", "none", "--out", "o/m1"),
  "merge 2": () => run("merge", "--out", "o/m2"),
  "import 0": () => run("import", "a.json"),
  "import 2": () => run("import", "bad.json"),
  "import 4": () => run("import", "a.json", "bad.json"),
  "verify 0": () => run("verify", "a.json"),
  "verify 1": () => run("verify", "tampered.json"),
  "verify 2": () => run("verify", "plain.json"),
  "verify 3": async () => {
    await run("sign", "keyed.json", "--key-file", "key");
    return run("verify", "keyed.json");
  },
  "verify 4": () => run("verify", "missing.json"),
  "sign 0": () => run("sign", "to-sign.json"),
  "sign 1": () => run("sign", "tampered.json"),
  "sign 4": () => run("sign", "missing.json"),
  "verify-webhook 0": () => run("verify-webhook", "--secret-file", "secret", "--headers", "headers.json", "--body", "body.json"),
  "verify-webhook 1": () => run("verify-webhook", "--secret-file", "secret", "--headers", "headers.json", "--body", "other-body.json"),
  "verify-webhook 2": () => run("verify-webhook", "--secret-file", "no-such-secret", "--headers", "headers.json", "--body", "body.json"),
  "serve-webhooks 0": () => dispatch(["serve-webhooks", "--port", "0", "--secret-file", "secret"], io(dir, { until: Promise.resolve() }).io),
  "serve-webhooks 2": () => run("serve-webhooks", "--secret-file", "secret"),
  "fleet 0": async () => {
    await run("attribute", "a.json", "--fail-on", "none", "--out", "o/f0");
    return run("fleet", "o/f0/digest.json");
  },
  "fleet 1": () => run("fleet", "bad.json"),
  "fleet 2": () => run("fleet"),
  "scan 0": () => dispatch(["scan", "benign"], io(scanFixtures).io),
  "scan 1": () => dispatch(["scan", "poisoned/tools.json"], io(scanFixtures).io),
  "scan 2": () => dispatch(["scan", "--fail-on-severity", "high"], io(scanFixtures).io),
  "guard 0": () => run("guard", "add", "sig-0123456789ab", "--file", "o/guards.json"),
  "guard 2": () => run("guard", "add", "FM-1.3"),
  "explain 0": () => run("explain", "FM-1.3"),
  "explain 2": () => run("explain", "FM-4.1"),
  "query 0": () => run("query", "steps > 0", "a.json"),
  "query 1": () => run("query", "steps > 100000", "a.json"),
  "query 2": () => run("query", "steps >", "a.json"),
  "stats 0": () => run("stats", "a.json"),
  "stats 2": () => run("stats", "bad.json"),
  "stats 4": () => run("stats", "a.json", "bad.json"),
  "export 0": () => run("export", "a.json", "--out", "o/e0.jsonl"),
  "export 2": () => run("export", "a.json", "--format", "csv"),
  "export 4": () => run("export", "a.json", "bad.json", "--out", "o/e4.jsonl"),
  "postmortem 0": () => run("postmortem", "a.json", "--out", "o/p0"),
  "postmortem 2": () => run("postmortem", "bad.json", "--out", "o/p2"),
  "postmortem 4": () => run("postmortem", "a.json", "bad.json", "--out", "o/p4"),
  "metrics 0": () => run("metrics", "a.json", "--out", "o/m0m"),
  "metrics 2": () => run("metrics", "bad.json", "--out", "o/m2m"),
  "metrics 4": () => run("metrics", "a.json", "bad.json", "--out", "o/m4m"),
  "counterfactual 0": () => run("counterfactual", "a.json"),
  "counterfactual 2": () => run("counterfactual", "bad.json"),
  "counterfactual 4": () => run("counterfactual", "a.json", "bad.json"),
  "context 0": () => run("context", "a.json", "--budget", "500", "--tokenizer", "estimate"),
  "context 2": () => run("context", "a.json"),
  "context 4": () => run("context", "a.json", "bad.json", "--budget", "500", "--tokenizer", "estimate"),
  "any 2": () => run("atribute", "a.json"),
  "any 3": () =>
    dispatch(["broken"], io(dir).io, {
      broken: { summary: "always throws", load: async () => ({ verb: { name: "broken", main: async () => Promise.reject(new Error("a bug")) } }) },
    }),
};

describe("docs/cli.md's exit codes", () => {
  const rows = documentedRows();

  it("has a case for every row and a row for every case", () => {
    expect(rows.length).toBeGreaterThan(20);
    expect([...rows].sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const row of documentedRows()) {
    it(`${row}`, async () => {
      const code = Number(row.split(" ")[1]);
      expect(await CASES[row]!()).toBe(code);
    });
  }
});

describe("what the codes come with", () => {
  it("a missing --secret-file is named, with the flag, not an internal error", async () => {
    const t = io(dir);
    expect(await dispatch(["verify-webhook", "--secret-file", "nope.txt", "--body", "body.json"], t.io)).toBe(2);
    expect(t.err()).toBe("blamegate verify-webhook: --secret-file nope.txt: no such file\n");
  });

  it("an unknown verb or flag gets the nearest known one; a bad --format the values it takes", async () => {
    const verb = io(dir);
    await dispatch(["atribute"], verb.io);
    expect(verb.err()).toContain("unknown command 'atribute' (did you mean attribute?)");
    const flag = io(dir);
    expect(await dispatch(["attribute", "a.json", "--fial-on", "any"], flag.io)).toBe(2);
    expect(flag.err()).toContain("unknown option --fial-on (did you mean --fail-on?)");
    const webhook = io(dir);
    expect(await dispatch(["verify-webhook", "--secret-fil", "s"], webhook.io)).toBe(2);
    expect(webhook.err()).toContain("(did you mean --secret-file?)");
    const format = io(dir);
    expect(await dispatch(["attribute", "a.json", "--format", "xml"], format.io)).toBe(2);
    expect(format.err()).toContain('format: expected one of auto, native, otlp, chat, whowhen, agentblame, got "xml"');
  });

  it("a --history file that cannot be read is a usage error", async () => {
    const t = io(dir);
    expect(await dispatch(["attribute", "a.json", "--history", ".", "--out", "o/h"], t.io)).toBe(2);
    expect(t.err()).toMatch(/--history \.: .*EISDIR/);
  });
});
