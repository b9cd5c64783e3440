// A megabyte task or error message is cut to its limit plus a margin before redaction (the rest
// would be clipped away after it), so the redactor reads kilobytes, not megabytes; a secret
// across the final cut is still redacted whole, and the clip still counts the trace's characters.
import { describe, expect, it, vi } from "vitest";
import type { Trace } from "../../src/trace/model.js";
import { trace } from "../support/builders.js";

const seen: number[] = [];
vi.mock("../../src/untrusted/redact.js", async (original) => {
  const real = await original<typeof import("../../src/untrusted/redact.js")>();
  return {
    ...real,
    redactDeep: <T>(value: T, known?: readonly string[]): T => {
      JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" && seen.push(v.length), v));
      return real.redactDeep(value, known);
    },
  };
});

const { analyzeTrace } = await import("../../src/results/analyze-trace.js");
const { DEFAULT_LIMITS, REDACTION_SLACK } = await import("../../src/results/compact.js");

const bigTrace = (task: string, error: string): Trace =>
  trace(
    [
      { kind: "plan", thought: "look it up" },
      { kind: "tool_call", name: "lookup", error },
    ],
    { id: "big", task, origin: { file: "big.json", format: "native" } },
  );

describe("cut before redacting", () => {
  it("the redactor never reads a megabyte field whole, and the clip counts the original", () => {
    const MB = 1 << 20;
    const openai = ["sk", "proj", "a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV"].join("-");
    // The key straddles the task's final cut: its head is kept, so it must be redacted whole.
    const at = DEFAULT_LIMITS.taskChars - 30;
    const task = `${"t".repeat(at)} ${openai} ${"u".repeat(MB)}`;
    const error = `Error: ${"e".repeat(MB)}`;
    seen.length = 0;
    const result = analyzeTrace(bigTrace(task, error), { integrity: "off" });
    expect(Math.max(...seen)).toBeLessThanOrEqual(Math.max(DEFAULT_LIMITS.taskChars, DEFAULT_LIMITS.errorChars) + REDACTION_SLACK);
    expect(result.task.startsWith(`${"t".repeat(at)} [REDACTED:openai-key]`)).toBe(true);
    expect(result.task).not.toContain("sk-proj");
    expect(result.task).toMatch(/… \[\d+ more characters\]$/);
    const more = Number(/\[(\d+) more characters\]$/.exec(result.task)![1]);
    expect(more).toBeGreaterThan(MB);
    const message = result.errors[0]!.message;
    expect(message).toMatch(/^Error: e+… \[\d+ more characters\]$/);
    expect(Number(/\[(\d+) more characters\]$/.exec(message)![1])).toBe(error.length - DEFAULT_LIMITS.errorChars);
  });
});
