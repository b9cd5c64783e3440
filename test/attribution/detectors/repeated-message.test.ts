// repeated-message: an agent posting the same message again with nothing learned in between.
import { detectorTable, mk } from "./support.js";

const msg = "I will now compute the totals for every overdue invoice, grouped by owner, and then report them to the team for review.";
// A lead agent re-posting its status each round is the shape of long multi-agent logs; what
// counts is whether anything was learned in between (new numbers, names, identifiers).
const status = "Status: the request is not yet satisfied; we are making progress; next speaker is the browsing worker, who should look for the opening hours.";

detectorTable("repeated-message", {
  fires: [
    {
      name: "an agent repeating itself in prose",
      trace: mk([
        { agent: "A", output: msg },
        { agent: "B", output: "ok, go ahead with it please" },
        { agent: "A", output: msg + " Now." },
      ]),
      mode: "FM-1.3",
      step: 2,
    },
    {
      name: "a status post repeated after a failed step",
      trace: mk([
        { agent: "Lead", output: status },
        { agent: "Worker", output: "I could not open the page, it did not load." },
        { agent: "Lead", output: status },
      ]),
      mode: "FM-1.3",
      step: 2,
    },
  ],
  misses: [
    {
      name: "two different messages",
      trace: mk([
        { agent: "A", output: msg },
        { agent: "A", output: "The totals are 120 for Alice and 80 for Bob; the oldest invoice dates from March of last year." },
      ]),
    },
    {
      name: "a status post repeated while the work between moves on",
      trace: mk([
        { agent: "Lead", output: status },
        { agent: "Worker", output: "I typed 'museum opening hours' into the search bar. Results: Stadtmuseum 10:00-17:00, Kunsthalle 11:00-18:00, closed Mondays." },
        { agent: "Lead", output: status },
      ]),
    },
  ],
});
