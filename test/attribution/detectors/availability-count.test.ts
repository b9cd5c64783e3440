// availability-count: a count of available options must match the tool's availability flags.
import type { Step } from "../../../src/trace/model.js";
import { call, detectorTable, mk, say, tool } from "./support.js";

const variants = (flags: boolean[]) => ({ name: "T-Shirt", variants: Object.fromEntries(flags.map((a, i) => [`9${i}00000`, { item_id: `9${i}00000`, available: a, price: 40 + i }])) });
const steps = (claim: string): Partial<Step>[] => [
  say("user", "How many t-shirt options are available right now?"),
  call("get_product_details", { product_id: "9523456873" }),
  tool("get_product_details", variants([true, true, false, true, true])),
  say("assistant", claim),
];

detectorTable("availability-count", {
  fires: [{ name: "5 said available, 4 flagged", trace: mk(steps("There are 5 available T-shirt options in our store.")), mode: "FM-3.3", step: 3 }],
  misses: [
    { name: "the right count", trace: mk(steps("There are 4 available T-shirt options in our store.")) },
    { name: "no count claimed", trace: mk(steps("One of the options is blue.")) },
  ],
});
