// unanswered-request: the run ends on the user's request to act, and nothing acts on it.
import type { Step } from "../../../src/trace/model.js";
import { call, detectorTable, mk, say, tool } from "./support.js";

const steps = (last: string): Partial<Step>[] => [
  say("user", "I want to exchange the red shirt."),
  call("get_order_details", { order_id: "#W1234567" }),
  tool("get_order_details", { order_id: "#W1234567", status: "delivered" }),
  say("assistant", "I can exchange it for the XL. Shall I go ahead?"),
  say("user", last),
];

detectorTable("unanswered-request", {
  fires: [{ name: "ends on 'go ahead and finalize'", trace: mk(steps("Alright, go ahead and finalize the exchange. ###STOP###")), mode: "FM-3.1", step: 4 }],
  misses: [
    { name: "ends on 'please do not'", trace: mk(steps("Please do not exchange it after all, that's all. ###STOP###")) },
    { name: "the request is acted on", trace: mk([...steps("Yes, go ahead."), call("exchange_delivered_order_items", { order_id: "#W1234567" })]) },
  ],
});
