// The action and the CLI agree on every outcome (issue 13 §1): over the same traces and settings,
// the bundled action fails the job exactly when `blamegate attribute` exits 1, passes it exactly
// when the CLI exits 0, and both give the same reasons.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import { webhookExample } from "../support/github-api/fakes.js";
import { runDistAction } from "./dist-runner.js";

const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));
const failing = readFileSync(path.join(store, "518cc4f9150d.json"), "utf8");

interface Case {
  name: string;
  files: Record<string, string>;
  settings: Record<string, string>;
  traces: string;
  /** The outcome both must give: 0 pass, 1 fail. */
  expected: 0 | 1;
}

const CASES: Case[] = [
  { name: "a failed trace, fail-on: any", files: { "t/a.json": failing }, traces: "t", settings: { "fail-on": "any" }, expected: 1 },
  { name: "a failed trace, fail-on: none", files: { "t/a.json": failing }, traces: "t", settings: { "fail-on": "none" }, expected: 0 },
  { name: "a glob that matches nothing", files: {}, traces: "t/**/*.json", settings: { "fail-on": "any" }, expected: 1 },
  { name: "a glob that matches nothing, if-no-traces: warn", files: {}, traces: "t/**/*.json", settings: { "if-no-traces": "warn" }, expected: 0 },
  { name: "every file unreadable", files: { "t/a.json": "{", "t/b.json": "[1," }, traces: "t", settings: { "fail-on": "none" }, expected: 1 },
  {
    name: "a failing trace cut by one byte beside a passing one",
    files: { "t/cut.json": failing.slice(0, -1), "t/ok.json": JSON.stringify({ id: "ok", task: "t", success: true, steps: [{ kind: "response", result: "fine" }] }) },
    traces: "t",
    settings: { "fail-on": "any" },
    expected: 1,
  },
  {
    name: "the same, if-unreadable: ignore",
    files: { "t/cut.json": failing.slice(0, -1), "t/ok.json": JSON.stringify({ id: "ok", task: "t", success: true, steps: [{ kind: "response", result: "fine" }] }) },
    traces: "t",
    settings: { "fail-on": "any", "if-unreadable": "ignore" },
    expected: 0,
  },
  {
    name: "an unknown outcome, fail-on a mode it shows",
    files: { "t/u.json": JSON.stringify({ ...JSON.parse(failing), id: "unknown-1", success: null }) },
    traces: "t",
    settings: { "fail-on": "FM-3.2" },
    expected: 0,
  },
];

describe("the action and the CLI agree", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const work = mkdtempSync(path.join(tmpdir(), "bg-agree-"));
      for (const [file, text] of Object.entries(c.files)) {
        mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
        writeFileSync(path.join(work, file), text);
      }
      let out = "";
      const flags = Object.entries(c.settings).flatMap(([k, v]) => [`--${k}`, v]);
      const code = await dispatch(["attribute", c.traces, "--json", "--out", path.join(tmpdir(), path.basename(work) + "-cli"), ...flags], {
        stdout: (t) => void (out += t),
        stderr: () => {},
        cwd: work,
        env: {},
      });
      const cli = JSON.parse(out) as { gate: { status: string; reasons: string[] } };

      const action = await runDistAction({
        workspace: work,
        eventName: "pull_request",
        payload: webhookExample("pull_request", (p) => p.action === "opened"),
        inputs: { traces: c.traces, comment: "false", "upload-sarif": "false", ...c.settings },
      });
      expect(code, out).toBe(c.expected);
      expect(action.status, action.stdout).toBe(c.expected);
      expect(action.outputs.verdict).toBe(cli.gate.status);
      expect(action.outputs.reasons).toBe(cli.gate.reasons.join("\n"));
    });
  }
});
