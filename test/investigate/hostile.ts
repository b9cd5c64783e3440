// A failed trace whose every text field is hostile: markup, a script, a stray </pre>, an
// event handler, and a secret, in the task, agent, tool name, arguments, output and error.
import type { Trace } from "../../src/trace/model.js";

export const IMG = '<img src=x onerror="alert(1)">';
export const SECRET = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz012345";

export function hostileTrace(): Trace {
  const steps = [
    { index: 0, kind: "message" as const, agent: `user${IMG}`, output: `Refund order #1234 ${IMG}`, raw: {} },
    { index: 1, kind: "tool_call" as const, agent: `agent${IMG}`, name: `lookup${IMG}`, input: { id: `</pre><b>x</b><script>alert(2)</script>` }, output: `key ${SECRET}`, raw: {} },
    { index: 2, kind: "tool_call" as const, agent: `agent${IMG}`, name: "lookup", input: { id: "1234" }, output: "not found", error: `Error: ${IMG}`, raw: {} },
    { index: 3, kind: "tool_call" as const, agent: `agent${IMG}`, name: "lookup", input: { id: "1234" }, output: "not found", raw: {} },
    { index: 4, kind: "tool_call" as const, agent: `agent${IMG}`, name: "lookup", input: { id: "1234" }, output: "not found", raw: {} },
    { index: 5, kind: "response" as const, agent: `agent${IMG}`, output: `All done ${IMG}`, raw: {} },
  ];
  return { id: `evil${IMG}`, task: `Task ${IMG} </title><script>alert(3)</script>`, success: false, meta: {}, steps, origin: { file: `evil${IMG}.json`, format: "native" } };
}
