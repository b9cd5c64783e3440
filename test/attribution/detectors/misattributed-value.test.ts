// misattributed-value: a value from one record given as belonging to a part it does not hold.
import type { Step } from "../../../src/trace/model.js";
import { call, detectorTable, mk, say, tool } from "./support.js";

const steps = (answer: string): Partial<Step>[] => [
  say("user", "What is the tracking number of the tablet I received?"),
  call("get_order_details", { order_id: "#W7449508" }),
  tool("get_order_details", {
    order_id: "#W7449508",
    items: [
      { name: "Espresso Machine", item_id: "62008" },
      { name: "Sneakers", item_id: "64779" },
    ],
    fulfillments: [{ tracking_id: ["194496721133"] }],
    status: "delivered",
  }),
  call("get_order_details", { order_id: "#W2692684" }),
  tool("get_order_details", { order_id: "#W2692684", items: [{ name: "Tablet", item_id: "60719" }], fulfillments: [{ tracking_id: ["746342064230"] }], status: "delivered" }),
  say("assistant", answer),
];

detectorTable("misattributed-value", {
  fires: [{ name: "another order's tracking number given for the tablet", trace: mk(steps("The tracking number for the tablet you received is **194496721133**.")), mode: "FM-3.3", step: 5 }],
  misses: [
    { name: "the tablet's own tracking number", trace: mk(steps("The tracking number for the tablet you received is **746342064230**.")) },
    { name: "a negated clause", trace: mk(steps("Order #W7449508 does not include a tablet.")) },
  ],
});
