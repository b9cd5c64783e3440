// Integrity inside `blamegate attribute`: approximately's chains verified as they are, a keyed
// chain needing its key, a chat transcript signed with a sidecar by `blamegate sign`, edits after
// signing caught (findings marked untrusted), and `integrity: require` failing the gate.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run as attribute } from "../../src/cli/attribute.js";
import { run as sign } from "../../src/cli/sign.js";
import type { CliIO } from "../../src/cli/types.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const peers = fileURLToPath(new URL("../fixtures/data/peers/approximately/", import.meta.url));

async function cli(run: (a: string[], io: CliIO) => Promise<number>, args: string[], cwd: string, env: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const code = await run(args, { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env });
  return { code, out, err };
}

const byId = (report: { traces: { id: string }[] }) => new Map(report.traces.map((t) => [t.id, t as Record<string, any>]));

describe("integrity in attribute", () => {
  it("verifies approximately's chains, needs the key for keyed ones, and localises tampering", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-int-"));
    copyFileSync(path.join(peers, "store/518cc4f9150d.json"), path.join(dir, "intact.json"));
    copyFileSync(path.join(peers, "store-keyed/23e0a63a89d4.json"), path.join(dir, "keyed.json"));
    copyFileSync(path.join(peers, "tampered/edit_step3_result.json"), path.join(dir, "edited.json"));
    const noKey = await cli(attribute, [".", "--json", "--fail-on", "none"], dir);
    const t = byId(JSON.parse(noKey.out));
    expect(t.get("518cc4f9150d")!.integrity.verdict).toBe("intact");
    expect(t.get("23e0a63a89d4")!.integrity.verdict).toBe("keyed");
    const edited = [...t.values()].find((x) => x.file === "edited.json")!;
    expect(edited.integrity).toMatchObject({ verdict: "tampered", step: 3 });
    expect(edited.untrusted).toBe(true);

    // With the key, approximately's chain is checked but it leaves success and final_output out:
    // `keyed` until blamegate's chain is added.
    const withKey = await cli(attribute, [".", "--json", "--fail-on", "none"], dir, { BLAMEGATE_SIGNING_KEY: "test-key-123" });
    expect(byId(JSON.parse(withKey.out)).get("23e0a63a89d4")!.integrity.verdict).toBe("keyed");
    writeFileSync(path.join(dir, "k.key"), "test-key-123\n");
    expect((await cli(sign, ["keyed.json", "--key-file", "k.key"], dir)).code).toBe(0);
    const signed = await cli(attribute, [".", "--json", "--fail-on", "none"], dir, { BLAMEGATE_SIGNING_KEY: "test-key-123" });
    expect(byId(JSON.parse(signed.out)).get("23e0a63a89d4")!.integrity.verdict).toBe("intact");

    const required = await cli(attribute, [".", "--json", "--fail-on", "none", "--integrity", "require"], dir, { BLAMEGATE_SIGNING_KEY: "test-key-123" });
    expect(required.code).toBe(1);
    expect(JSON.parse(required.out).gate.reasons.join("\n")).toContain("not intact");
  });

  it("reads back the sidecar `blamegate sign` writes for a chat transcript, and catches an edit", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-int-"));
    copyFileSync(path.join(repo, "examples/traces/refund-chat.json"), path.join(dir, "chat.json"));
    writeFileSync(path.join(dir, "key.txt"), "a-signing-key-for-tests\n");
    const signed = await cli(sign, ["chat.json", "--key-file", "key.txt"], dir);
    expect(signed.code, signed.err + signed.out).toBe(0);

    const env = { BLAMEGATE_SIGNING_KEY: "a-signing-key-for-tests" };
    const ok = await cli(attribute, ["chat.json", "--json", "--fail-on", "none"], dir, env);
    expect(JSON.parse(ok.out).traces[0].integrity.verdict).toBe("intact");

    const text = readFileSync(path.join(dir, "chat.json"), "utf8");
    writeFileSync(path.join(dir, "chat.json"), text.replace(/"content": "([^"]{8})/, '"content": "EDITED $1'));
    const bad = await cli(attribute, ["chat.json", "--json", "--fail-on", "none"], dir, env);
    const trace = JSON.parse(bad.out).traces[0];
    expect(trace.integrity.verdict).toBe("tampered");
    expect(trace.untrusted).toBe(true);
  });
});
