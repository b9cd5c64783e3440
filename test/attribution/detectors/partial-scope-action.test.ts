// partial-scope-action: cancelling a whole order when the user named one of its items.
import type { Step } from "../../../src/trace/model.js";
import { call, detectorTable, mk, say, tool } from "./support.js";

const order = {
  order_id: "#W2575533",
  user_id: "u_1",
  items: [
    { name: "Vacuum Cleaner", item_id: "1" },
    { name: "Garden Hose", item_id: "2" },
    { name: "Portable Charger", item_id: "3" },
  ],
  status: "pending",
};
const steps = (ask: string): Partial<Step>[] => [
  say("user", ask),
  call("get_order_details", { order_id: "#W2575533" }),
  tool("get_order_details", order),
  say("assistant", "Could you confirm the cancellation and give a reason?"),
  say("user", "Yes, please cancel it. Reason: no longer needed."),
  call("cancel_pending_order", { order_id: "#W2575533", reason: "no longer needed" }),
];

detectorTable("partial-scope-action", {
  fires: [{ name: "the user named one item of three", trace: mk(steps("I also want to cancel the garden hose I just ordered.")), mode: "FM-1.1", step: 5 }],
  misses: [
    { name: "the user asked for the whole order", trace: mk(steps("Please cancel the whole order with the garden hose.")) },
    { name: "the user named every item", trace: mk(steps("I want to cancel the hose, the cleaner and the charger.")) },
  ],
});
