// status-contradiction: a status asserted for a record must be one its reads returned.
import type { Step } from "../../../src/trace/model.js";
import { call, detectorTable, mk, say, tool } from "./support.js";

const order = (id: string, status: string) => ({ order_id: id, user_id: "u_1", items: [{ name: "Office Chair", item_id: "41" }], status });
const steps = (claim: string): Partial<Step>[] => [
  say("user", "Can I upgrade my items?"),
  call("get_order_details", { order_id: "#W4967593" }),
  tool("get_order_details", order("#W4967593", "processed")),
  call("get_order_details", { order_id: "#W9911714" }),
  tool("get_order_details", order("#W9911714", "pending")),
  say("assistant", claim),
];

detectorTable("status-contradiction", {
  fires: [{ name: "a processed order called delivered", trace: mk(steps("1. **Delivered Orders (#W4967593)**: these items can be exchanged.")), mode: "FM-3.3", step: 5 }],
  // Near-misses: the right status, a rule about other statuses, a verb rather than a status.
  misses: [
    { name: "the right status", trace: mk(steps("Order #W4967593 (Processed) holds the chair.")) },
    { name: "a rule about other statuses", trace: mk(steps("Only delivered orders such as #W4967593 can be exchanged, once it arrives.")) },
    { name: "each record with its own status", trace: mk(steps("Your order #W9911714 is pending, and #W4967593 was processed.")) },
  ],
});
