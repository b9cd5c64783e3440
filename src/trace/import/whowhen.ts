// whowhen: records of the Who&When benchmark (Zhang et al., ICML 2025).
//
// { question, question_ID, level, ground_truth, is_correct, history: [{content, role, name}],
//   system_prompt: {agent: prompt}, mistake_agent, mistake_step: "3", mistake_reason }
//
// One step per history entry: step index = history index (mistake_step counts that way), agent
// = history[i].name, kind message, the message text in `output`. The mistake_* fields are
// ground truth: they go to `labels` only, which attribution never reads.
//
// Records without `name` say who spoke in `role`, annotated: `Orchestrator (thought)`,
// `Orchestrator (-> WebSurfer)`. The agent is the part before the parenthesis; an addressee
// (`-> X`) goes to `to`, any other annotation (the channel: thought, termination condition …)
// to `channel` — not `name`, which reports and the SARIF locator read as a function's name.
// The outcome is `is_correct`, or in some records `is_corrected`.
import type { Step, Trace } from "../model.js";
import { assignOwn, compact, fallbackId, finishTrace, has, idString, isObj, nonNegInt, NotATrace, origin, own, str, text, type ImportContext, type Obj } from "./common.js";

export function looksWhoWhen(value: unknown): boolean {
  return isObj(value) && Array.isArray(own(value, "history")) && (has(value, "mistake_agent") || has(value, "question") || has(value, "system_prompt") || has(value, "is_correct") || has(value, "is_corrected"));
}

/** `Agent (annotation)`: the speaker and what the parenthesis says, when it has that shape. */
const ANNOTATED = /^\s*([^()]*?[^\s()])\s*\(\s*([^()]*?)\s*\)\s*$/;
const ADDRESSEE = /^(?:->|→|to:?)\s*(\S.*)$/i;

/** Speaker, addressee and channel from a `role` such as `Orchestrator (-> WebSurfer)`. */
export function speakerOf(role: string): { agent: string; to?: string; channel?: string } {
  const m = ANNOTATED.exec(role.slice(0, 500));
  if (!m) return { agent: role };
  const note = m[2]!;
  const to = ADDRESSEE.exec(note);
  if (to) return { agent: m[1]!, to: to[1]! };
  return note === "" ? { agent: m[1]! } : { agent: m[1]!, channel: note };
}

function importStep(h: unknown, index: number): Step {
  if (!isObj(h)) return { index, kind: "message", output: h, raw: h };
  const name = str(own(h, "name"));
  const role = str(own(h, "role"));
  // A `name` is the speaker as the source spelled it; only a bare role carries annotations.
  const who = name !== undefined ? { agent: name } : role !== undefined ? speakerOf(role) : { agent: undefined };
  return compact<Step>({
    index,
    kind: "message",
    agent: who.agent,
    channel: "channel" in who ? who.channel : undefined,
    to: "to" in who ? who.to : undefined,
    output: own(h, "content") ?? undefined,
    raw: h,
  });
}

export function importWhoWhen(value: unknown, ctx: ImportContext): Trace {
  if (!isObj(value)) throw new NotATrace("not a Who&When record: not a JSON object");
  const history = own(value, "history");
  if (!Array.isArray(history)) throw new NotATrace("not a Who&When record: no `history` array");

  const agents = Object.create(null) as Record<string, string>; // names are keys (see native.ts)
  const systemPrompt = own(value, "system_prompt");
  if (isObj(systemPrompt)) for (const [name, prompt] of Object.entries(systemPrompt)) agents[name] = text(prompt) ?? "";

  const labels: Obj = {};
  if (has(value, "mistake_agent")) labels.mistake_agent = own(value, "mistake_agent");
  if (has(value, "mistake_step")) {
    const raw = own(value, "mistake_step");
    labels.mistake_step = nonNegInt(raw) ?? raw;
  }
  if (has(value, "mistake_reason")) labels.mistake_reason = own(value, "mistake_reason");
  // One record of the published set carries a failure category under `labels` (a string).
  const extra = own(value, "labels");
  if (isObj(extra)) assignOwn(labels, extra);
  else if (extra !== undefined && extra !== null) labels.category = extra;

  const meta: Obj = {};
  for (const key of ["question_ID", "level", "ground_truth"]) if (has(value, key)) meta[key] = own(value, key);

  // Some records spell the outcome `is_corrected`; it means the same (was the answer right).
  const isCorrect = has(value, "is_correct") ? own(value, "is_correct") : own(value, "is_corrected");
  return finishTrace({
    id: idString(own(value, "question_ID")) ?? fallbackId(ctx),
    task: text(own(value, "question")) ?? "",
    success: typeof isCorrect === "boolean" ? isCorrect : null,
    agents: Object.keys(agents).length > 0 ? agents : undefined,
    meta,
    steps: history.map((h, i) => importStep(h, i)),
    origin: origin(ctx, "whowhen"),
    labels: Object.keys(labels).length > 0 ? labels : undefined,
    raw: value,
  });
}
