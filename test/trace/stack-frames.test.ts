// The one frame parser (src/trace/stack-frames.ts): the importers' code location (userFrame) and
// SARIF's frames (parseStackFrames, isLibraryFrame) read stacks alike and share one library list.
import { describe, expect, it } from "vitest";
import { isLibraryFrame, parseStackFrames, userFrame } from "../../src/trace/stack-frames.js";

const PY = `Traceback (most recent call last):
  File "/app/.venv/bin/run.py", line 3, in <module>
  File "/app/agent/tools.py", line 42, in book_flight
  File "/opt/tracebackai/wrap.py", line 7, in traced
  File "/usr/lib/python3.11/json/decoder.py", line 355, in raw_decode
json.decoder.JSONDecodeError: Expecting value`;

const JS = `TypeError: boom
    at parse (node:internal/deps/undici:1:2)
    at wrapped (/srv/node_modules/@opentelemetry/api/build/index.js:10:3)
    at async bookFlight (file:///app/src/tools.ts:42:7)
    at /app/src/main.ts:3:1`;

describe("one frame parser", () => {
  it("reads a Python traceback innermost first", () => {
    expect(parseStackFrames(PY).map((f) => `${f.file}:${f.line}:${f.function}`)).toEqual([
      "/usr/lib/python3.11/json/decoder.py:355:raw_decode",
      "/opt/tracebackai/wrap.py:7:traced",
      "/app/agent/tools.py:42:book_flight",
      "/app/.venv/bin/run.py:3:<module>",
    ]);
  });

  it("reads a JS stack innermost first, file:// and async taken off", () => {
    expect(parseStackFrames(JS).map((f) => `${f.file}:${f.line}:${f.function ?? ""}`)).toEqual([
      "node:internal/deps/undici:1:parse",
      "/srv/node_modules/@opentelemetry/api/build/index.js:10:wrapped",
      "/app/src/tools.ts:42:bookFlight",
      "/app/src/main.ts:3:",
    ]);
  });

  it("gives the innermost frame of the user's own code, past the runtime, packages, tracers and virtual environments", () => {
    expect(userFrame(PY)).toEqual({ file: "/app/agent/tools.py", line: 42, function: "book_flight" });
    expect(userFrame(JS)).toEqual({ file: "/app/src/tools.ts", line: 42, function: "bookFlight" });
    expect(userFrame(`  File "/app/.venv/bin/run.py", line 3, in <module>`)).toBeUndefined();
    expect(userFrame(undefined)).toBeUndefined();
  });

  it("has one library list for both readers", () => {
    for (const file of [
      "/opt/tracebackai/wrap.py",
      "/x/opentelemetry/sdk/trace.py",
      "/x/openinference/x.py",
      "<frozen importlib._bootstrap>",
      "/usr/lib64/python3.9/x.py",
      "/app/.venv/bin/run.py",
      "node:fs",
      "/a/node_modules/b.js",
      "/a/__pypackages__/b.py",
    ]) {
      expect(isLibraryFrame(file), file).toBe(true);
    }
    for (const file of ["/app/agent/tools.py", "/app/src/lib/python-utils.ts", "/app/lib/pythonic.py"]) expect(isLibraryFrame(file), file).toBe(false);
  });

  it("leaves out line 0, which is no place in a file", () => {
    expect(parseStackFrames(`File "/app/a.py", line 0, in f\nFile "/app/b.py", line 2, in g`).map((f) => f.file)).toEqual(["/app/b.py"]);
  });
});
