// Secrets must not leave the runner by any route: quoted tool-call arguments (a chat call's
// arguments keep their keys' meaning), the run's own secret settings in results.json, and the
// text sent to the LLM judge (test/judge/judge.test.ts).
import { describe, expect, it } from "vitest";
import type { Trace } from "../../src/trace/model.js";
import { importChat } from "../../src/trace/import/chat.js";
import { analyzeTrace } from "../../src/results/analyze-trace.js";

/** A failed chat run whose decisive step is a tool call with a plain-word password. */
function chatWithPassword(): Trace {
  const call = (name: string, args: Record<string, unknown>) => ({
    role: "assistant",
    content: "",
    tool_calls: [{ id: `c-${name}`, type: "function", function: { name, arguments: JSON.stringify(args) } }],
  });
  return importChat(
    {
      task_id: "pw-1",
      reward: 0,
      messages: [
        { role: "user", content: "Reset the database password for root." },
        call("set_password", { password: "letmein", user: "root" }),
        { role: "tool", name: "set_password", content: "Error: permission denied for root" },
        call("set_password", { password: "letmein", user: "root" }),
        { role: "tool", name: "set_password", content: "Error: permission denied for root" },
        call("set_password", { password: "letmein", user: "root" }),
        { role: "tool", name: "set_password", content: "Error: permission denied for root" },
        { role: "assistant", content: "Done, the password is reset." },
      ],
    },
    { file: "chat.json" },
  );
}

describe("tool-call arguments are redacted by key", () => {
  it("a plain-word password in a chat tool call reaches no result (the comment, SARIF and results.json are made from it)", () => {
    const trace = chatWithPassword();
    const result = analyzeTrace(trace, { integrity: "off" });
    const json = JSON.stringify(result);
    // The call is quoted (so the test sees the route), but not its password.
    expect(json).toContain("set_password(");
    expect(json).not.toContain("letmein");
  });
});

describe("the run's own secret settings reach no output", () => {
  it("a trace that echoes the webhook secret, judge key and signing key: results.json, report, SARIF, digest and stdout hold none of them", async () => {
    const { mkdtempSync, writeFileSync, readdirSync, readFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { run } = await import("../../src/cli/attribute.js");
    // Plain words with no key shape: only the settings say they are secret.
    const hook = "orchid-lantern-hook";
    const judgeKey = "velvet-quarry-judge";
    const signing = "amber-falcon-signing";
    const dir = mkdtempSync(path.join(tmpdir(), "bg-secrets-"));
    const step = (index: number, over: Record<string, unknown>) => ({ kind: "tool_call", tool: null, args: {}, result: "", thought: "", tokens: 0, latency_ms: 0, error: null, index, meta: {}, ...over });
    writeFileSync(
      path.join(dir, "leak.json"),
      JSON.stringify({
        id: "leak-1",
        task: `Deploy with ${hook} and ${judgeKey}`,
        success: false,
        meta: {},
        steps: [step(0, { kind: "plan", thought: `I will use ${signing} to sign.` }), step(1, { tool: "deploy", args: { hook }, error: `deploy failed: rejected ${hook} / ${judgeKey} / ${signing}` })],
      }),
    );
    let out = "";
    const code = await run(["leak.json", "--out", "out", "--webhook-secret", hook, "--judge-key", judgeKey, "--signing-key", signing, "--json"], {
      stdout: (t) => void (out += t),
      stderr: (t) => void (out += t),
      cwd: dir,
      env: {},
    });
    expect(code).toBe(1);
    const written = readdirSync(path.join(dir, "out"));
    expect(written).toEqual(expect.arrayContaining(["results.json", "report.md", "blamegate.sarif", "digest.json"]));
    const texts = [out, ...written.map((f) => readFileSync(path.join(dir, "out", f), "utf8"))];
    expect(texts.join("\n")).toContain("deploy failed: rejected");
    for (const secret of [hook, judgeKey, signing]) for (const [i, text] of texts.entries()) expect(text, `${secret} in ${["stdout", ...written][i]}`).not.toContain(secret);
    // The text output too (a line a trace, the totals, warnings).
    let text = "";
    const io = { stdout: (t: string) => void (text += t), stderr: (t: string) => void (text += t), cwd: dir, env: {} };
    expect(await run(["leak.json", "--out", "out2", "--webhook-secret", hook, "--judge-key", judgeKey, "--signing-key", signing], io)).toBe(1);
    expect(text).toContain("leak-1");
    for (const secret of [hook, judgeKey, signing]) expect(text).not.toContain(secret);
  });
});
