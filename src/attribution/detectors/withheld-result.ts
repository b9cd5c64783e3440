// FM-2.4: a result marked for another agent and never passed on.
import type { Finding } from "../model.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const meta: DetectorMeta = {
  id: "withheld-result",
  name: "WithholdingDetector",
  modes: ["FM-2.4"],
  serves: "structured",
  description:
    "Reports a step whose result is marked for other agents (`shareWith`) when, within the next 200 steps, no message is addressed to them, none declares them as a recipient, and none of their own steps takes the result as input. Only traces that mark results for sharing are checked.",
  maxConfidence: 0.85,
};

export const withheld = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  ctx.views.forEach((v, pos) => {
    if (!v.step.shareWith || v.step.shareWith.length === 0 || out.length >= 5) return;
    for (const who of v.step.shareWith.slice(0, 10)) {
      // Shared: a later message addressed to them, or one that declares them as a recipient,
      // or a later step of theirs that takes this step's result as input.
      const payload = v.text.slice(0, 60);
      const delivered = ctx.views
        .slice(pos + 1, pos + 1 + 200)
        .some((w) => w.step.to === who || (w.step.shareWith?.includes(who) ?? false) || (w.agent === who && payload.length > 10 && (w.calls.some((c) => c.argsText.includes(payload)) || w.thought.includes(payload))));
      if (delivered) continue;
      const later = ctx.views.slice(pos + 1).find((w) => w.agent === who);
      const ev = [evidenceOf(v, primaryText(v), `marked for ${who}`)];
      if (later) ev.push(evidenceOf(later, primaryText(later), `${who} acts without it`));
      out.push(finding("FM-2.4", v, 0.85, meta.name, `${v.agent ?? "An agent"} marked a result for ${who} and never passed it on.`, ev));
    }
  });
  return out;
});
