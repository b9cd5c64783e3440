// unconfirmed-action: a state change needs a yes from the user.
import type { Step } from "../../../src/trace/model.js";
import { detectorTable, mk } from "./support.js";

const steps = (reply: string): Partial<Step>[] => [
  { agent: "user", kind: "message", output: "I want to cancel order #W123" },
  { agent: "assistant", kind: "response", output: "Shall I cancel order #W123?" },
  { agent: "user", kind: "message", output: reply },
  { agent: "assistant", kind: "tool_call", name: "cancel_pending_order", toolCalls: [{ name: "cancel_pending_order", arguments: { order_id: "#W123" } }] },
];

detectorTable("unconfirmed-action", {
  fires: [{ name: "the user answered with a question", trace: mk(steps("Hmm, what would the refund be?")), mode: "FM-1.1", step: 3 }],
  misses: [{ name: "the user said yes", trace: mk(steps("Yes, please go ahead.")) }],
});
