// withheld-result: a result marked for another agent and never passed on.
import { detectorTable, mk, planted } from "./support.js";

const p = planted("FM-2.4");
const found = { agent: "Auditor", output: "Invoice totals: 120 for Alice, 80 for Bob.", shareWith: ["Writer"] };
const writes = { agent: "Writer", output: "Report drafted without the figures." };

detectorTable("withheld-result", {
  fires: [...p.fires, { name: "the auditor never tells the writer", trace: mk([found, { agent: "Auditor", output: "Done auditing." }, writes]), mode: "FM-2.4", step: 0, count: 1 }],
  misses: [
    ...p.misses,
    { name: "a later message is addressed to the writer", trace: mk([found, { agent: "Auditor", to: "Writer", output: "Here are the totals." }, writes]) },
    { name: "nothing is marked for sharing", trace: mk([{ agent: "Auditor", output: "Invoice totals: 120 for Alice, 80 for Bob." }, writes]) },
  ],
});
