// A failed trace whose every text field is hostile: markup, a script, a stray </pre>, an
// event handler, and a secret, in the task, agent, tool name, arguments, output and error.
import type { Trace } from "../../src/trace/model.js";
import { trace } from "../support/builders.js";

export const IMG = '<img src=x onerror="alert(1)">';
export const SECRET = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz012345";

export function hostileTrace(): Trace {
  return trace(
    [
      { kind: "message", agent: `user${IMG}`, output: `Refund order #1234 ${IMG}` },
      { kind: "tool_call", agent: `agent${IMG}`, name: `lookup${IMG}`, input: { id: `</pre><b>x</b><script>alert(2)</script>` }, output: `key ${SECRET}` },
      { kind: "tool_call", agent: `agent${IMG}`, name: "lookup", input: { id: "1234" }, output: "not found", error: `Error: ${IMG}` },
      { kind: "tool_call", agent: `agent${IMG}`, name: "lookup", input: { id: "1234" }, output: "not found" },
      { kind: "tool_call", agent: `agent${IMG}`, name: "lookup", input: { id: "1234" }, output: "not found" },
      { kind: "response", agent: `agent${IMG}`, output: `All done ${IMG}` },
    ],
    { id: `evil${IMG}`, task: `Task ${IMG} </title><script>alert(3)</script>`, origin: { file: `evil${IMG}.json`, format: "native" } },
  );
}
