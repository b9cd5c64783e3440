// FM-3.3: a check that cannot catch anything: it verifies itself, re-reads the checked step's
// own result, or agrees with no evidence.
import type { Finding } from "../model.js";
import type { StepView } from "../context.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const AGREES = /\b(verified|confirm(s|ed)?|i agree|agreed|looks (correct|good|accurate)|is correct|are correct|accurate)\b/i;

const meta: DetectorMeta = {
  id: "incorrect-verification",
  name: "IncorrectVerificationDetector",
  modes: ["FM-3.3"],
  serves: "both",
  description:
    'Reports verification steps (those with `verify`) that could not catch an error: a step that verifies itself; a check that calls the same tool as the step it checks, or passes that step\'s output back, so it re-reads the result under test; and a verification message that agrees ("verified", "looks correct") without any call. Up to three per trace.',
  maxConfidence: 0.85,
};

export const incorrectVerification = defineDetector(meta, (ctx) => {
  const out: Finding[] = [];
  // Steps by index (the last of an index wins), made for the first check that names a step.
  let byIndex: Map<number, StepView> | undefined;
  const stepAt = (index: number): StepView | undefined => {
    if (byIndex === undefined) {
      byIndex = new Map();
      for (const v of ctx.views) byIndex.set(v.step.index, v);
    }
    return byIndex.get(index);
  };
  for (const v of ctx.views) {
    if (out.length >= 3) break;
    const target = typeof v.step.verify === "number" ? stepAt(v.step.verify) : undefined;
    if (typeof v.step.verify === "number" && v.step.verify === v.step.index) {
      out.push(finding("FM-3.3", v, 0.85, meta.name, "The step verifies itself.", [evidenceOf(v, primaryText(v), "verify points at its own step")]));
      continue;
    }
    if (target && target.text.length >= 8) {
      const args = v.calls.map((c) => c.argsText).join(" ");
      const sameTool = v.calls.some((c) => target.calls.some((t) => t.name === c.name));
      const echoes = args.includes(target.text.slice(0, 60)) || (v.text.length > 0 && v.text === target.text);
      if (sameTool || echoes) {
        out.push(
          finding("FM-3.3", v, 0.8, meta.name, "The check re-read the result the step itself returned, so it could not catch an error.", [
            evidenceOf(target, primaryText(target), "step checked"),
            evidenceOf(v, primaryText(v), sameTool ? "checked with the same call" : "checked against its own output"),
          ]),
        );
        continue;
      }
    }
    if (v.step.verify !== undefined && v.calls.length === 0 && !v.isEnvironment && AGREES.test(v.thought.slice(0, 500))) {
      out.push(finding("FM-3.3", v, 0.7, meta.name, "A verification step agreed without checking anything.", [evidenceOf(v, v.thought, "agreement with no check")]));
    }
  }
  return out;
});
