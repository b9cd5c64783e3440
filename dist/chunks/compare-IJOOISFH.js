import {
  asText,
  cleanText
} from "./chunk-MEJZJAMB.js";
import {
  actionKey,
  actionsOf,
  describeAction
} from "./chunk-OVDCFCZU.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-KR66X3FU.js";
import "./chunk-N2X3B6NU.js";

// src/compare/align.ts
var MATCH = 2;
var SAME_ARGS = 1;
var MISMATCH = -1;
var GAP = -1;
var MAX_CELLS = 4e6;
function sameArgs(a, b) {
  if (a.args.size !== b.args.size) return false;
  for (const [k, v] of a.args) if (b.args.get(k) !== v) return false;
  return true;
}
function score(a, b) {
  if (actionKey(a) !== actionKey(b)) return MISMATCH;
  return MATCH + (sameArgs(a, b) ? SAME_ARGS : 0);
}
function align(pr, base) {
  const n = pr.length;
  const m = base.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    const out = [];
    for (let i2 = 0; i2 < Math.max(n, m); i2++) out.push({ pr: pr[i2] ?? null, base: base[i2] ?? null });
    return out;
  }
  const w = m + 1;
  const table = new Int32Array((n + 1) * w);
  for (let i2 = 1; i2 <= n; i2++) table[i2 * w] = i2 * GAP;
  for (let j2 = 1; j2 <= m; j2++) table[j2] = j2 * GAP;
  for (let i2 = 1; i2 <= n; i2++) {
    for (let j2 = 1; j2 <= m; j2++) {
      const diag = table[(i2 - 1) * w + j2 - 1] + score(pr[i2 - 1], base[j2 - 1]);
      const up = table[(i2 - 1) * w + j2] + GAP;
      const left = table[i2 * w + j2 - 1] + GAP;
      table[i2 * w + j2] = Math.max(diag, up, left);
    }
  }
  const cols = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && table[i * w + j] === table[(i - 1) * w + j - 1] + score(pr[i - 1], base[j - 1])) {
      cols.push({ pr: pr[i - 1], base: base[j - 1] });
      i--;
      j--;
    } else if (i > 0 && table[i * w + j] === table[(i - 1) * w + j] + GAP) {
      cols.push({ pr: pr[i - 1], base: null });
      i--;
    } else {
      cols.push({ pr: null, base: base[j - 1] });
      j--;
    }
  }
  return cols.reverse();
}
function argDifference(pr, base) {
  for (const [k, v] of pr.args) {
    const b = base.args.get(k);
    if (b !== v) return b === void 0 ? `with \`${k}=${v}\`, an argument the base did not pass` : `with \`${k ? `${k}=` : ""}${v}\` where the base called it with \`${b}\``;
  }
  for (const k of base.args.keys()) if (!pr.args.has(k)) return `without \`${k}\`, which the base passed`;
  return "with other arguments";
}
function firstDivergence(pr, base) {
  const cols = align(pr, base);
  for (let c = 0; c < cols.length; c++) {
    const { pr: a, base: b } = cols[c];
    if (a && b) {
      if (actionKey(a) === actionKey(b)) {
        if (sameArgs(a, b)) continue;
        return { step: a.step, baseStep: b.step, summary: `step ${a.step} called ${describeAction(a)} ${argDifference(a, b)} (base step ${b.step})` };
      }
      return { step: a.step, baseStep: b.step, summary: `step ${a.step} did ${describeAction(a)} where the base did ${describeAction(b)} at step ${b.step}` };
    }
    if (b) {
      const next = cols.slice(c + 1).find((x) => x.pr)?.pr ?? null;
      return {
        step: next?.step ?? null,
        baseStep: b.step,
        summary: `skipped ${describeAction(b)}, which the base ran at step ${b.step}${next ? ` (went on to step ${next.step}, ${describeAction(next)})` : " (the PR run ended there)"}`
      };
    }
    return { step: a.step, baseStep: null, summary: `step ${a.step} did ${describeAction(a)}, which the base run never did at this point` };
  }
  return null;
}

// src/compare/drift.ts
var PSI_LIMIT = 0.25;
var EPSILON = 1e-4;
function label(a) {
  return a.tool ? `tool:${a.tool}` : `${a.agent || "agent"}:${a.kind}`;
}
function shares(actions) {
  const counts = /* @__PURE__ */ new Map();
  for (const a of actions) counts.set(label(a), (counts.get(label(a)) ?? 0) + 1);
  const out = /* @__PURE__ */ new Map();
  for (const [k, n] of counts) out.set(k, n / actions.length);
  return out;
}
function actionDrift(pr, base) {
  if (pr.length === 0 || base.length === 0) return { psi: 0, drifted: false, top: [] };
  const p = shares(pr);
  const q = shares(base);
  const terms = [];
  for (const k of /* @__PURE__ */ new Set([...p.keys(), ...q.keys()])) {
    const pk = Math.max(p.get(k) ?? 0, EPSILON);
    const qk = Math.max(q.get(k) ?? 0, EPSILON);
    terms.push({ action: k, base: q.get(k) ?? 0, pr: p.get(k) ?? 0, term: (pk - qk) * Math.log(pk / qk) });
  }
  const psi = terms.reduce((s, t) => s + t.term, 0);
  const round = (x) => Math.round(x * 1e3) / 1e3;
  return {
    psi: round(psi),
    drifted: psi > PSI_LIMIT,
    top: terms.sort((a, b) => b.term - a.term).slice(0, 5).map((t) => ({ action: t.action, base: round(t.base), pr: round(t.pr) }))
  };
}

// src/compare/stats.ts
function median(xs) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function mad(xs) {
  const m = median(xs);
  return median(xs.map((x) => Math.abs(x - m)));
}

// src/compare/latency.ts
var Z_LIMIT = 3.5;
var RATIO_LIMIT = 1.5;
var MIN_SAMPLES = 3;
function byTool(actions) {
  const out = /* @__PURE__ */ new Map();
  for (const a of actions) {
    if (!a.tool || a.latencyMs === void 0) continue;
    const list = out.get(a.tool) ?? [];
    list.push(a);
    out.set(a.tool, list);
  }
  return out;
}
function compareLatency(pr, base) {
  const b = byTool(base);
  const out = [];
  for (const [tool, prs] of byTool(pr)) {
    const bases = b.get(tool);
    if (!bases || bases.length === 0) continue;
    const bt = bases.map((a) => a.latencyMs);
    const pt = prs.map((a) => a.latencyMs);
    const baseMedian = median(bt);
    const prMedian = median(pt);
    const spread = mad(bt);
    const z = spread > 0 ? 0.6745 * (prMedian - baseMedian) / spread : null;
    const enough = bt.length >= MIN_SAMPLES && pt.length >= MIN_SAMPLES;
    const flagged = enough && (z !== null && z > Z_LIMIT || baseMedian > 0 && prMedian >= RATIO_LIMIT * baseMedian && (z === null || z > 1));
    out.push({
      tool,
      baseMedianMs: baseMedian,
      medianMs: prMedian,
      z: z === null ? null : Math.round(z * 100) / 100,
      flagged,
      samples: { base: bt.length, pr: pt.length },
      slowest: flagged ? [...prs].sort((x, y) => y.latencyMs - x.latencyMs).slice(0, 3).map((a) => ({ trace: a.trace, step: a.step, ms: a.latencyMs })) : []
    });
  }
  return out.sort((x, y) => Number(y.flagged) - Number(x.flagged) || (y.z ?? 0) - (x.z ?? 0) || (x.tool < y.tool ? -1 : 1));
}

// src/compare/tasks.ts
var ID_KEYS = ["task_id", "taskId", "question_ID", "question_id", "case_id", "eval_id"];
function taskKey(trace) {
  for (const k of ID_KEYS) {
    const v = trace.meta[k];
    if (typeof v === "string" || typeof v === "number") return `id:${v}`;
  }
  return `text:${trace.task.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim()}`;
}
function taskLabel(trace) {
  const key = taskKey(trace);
  if (key.startsWith("id:")) return key.slice(3);
  const text = trace.task.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}\u2026` : text || "(no task)";
}
function groupByTask(traces) {
  const out = /* @__PURE__ */ new Map();
  for (const t of traces) {
    const k = taskKey(t);
    const list = out.get(k) ?? [];
    list.push(t);
    out.set(k, list);
  }
  return out;
}

// src/compare/compare.ts
var failed = (t) => t.success === false;
function quoteStep(trace, index) {
  const step = trace.steps.find((s) => s.index === index);
  if (!step) return "";
  const call = step.toolCalls?.[0];
  const text = call ? `${call.name}(${asText(call.arguments)})` : step.kind === "tool_call" && step.name ? `${step.name}(${asText(step.input)})` : asText(step.output ?? step.input ?? step.thought ?? "");
  return cleanText(`${step.agent ? `${step.agent}: ` : ""}${text}`, { max: 300 });
}
function status(pr, base) {
  if (!pr?.length || !base?.length) return "unpaired";
  const prFails = pr.some(failed);
  const baseFails = base.some(failed);
  if (prFails && !baseFails) return "new-failure";
  if (!prFails && baseFails) return "fixed";
  return prFails ? "still-failing" : "passing";
}
var ORDER = { "new-failure": 0, "still-failing": 1, fixed: 2, unpaired: 3, passing: 4 };
function compareRuns(input) {
  const pr = groupByTask(input.pr);
  const base = groupByTask(input.base);
  const tasks = [];
  for (const key of /* @__PURE__ */ new Set([...pr.keys(), ...base.keys()])) {
    const p = pr.get(key);
    const b = base.get(key);
    const s = status(p, b);
    const row = {
      task: taskLabel((p ?? b)[0]),
      status: s,
      pr: { traces: p?.length ?? 0, failed: p?.filter(failed).length ?? 0 },
      base: { traces: b?.length ?? 0, failed: b?.filter(failed).length ?? 0 }
    };
    if (s === "new-failure" || s === "still-failing") {
      const broken = p.find(failed);
      const passing = b.find((t) => t.success === true);
      if (passing) {
        const d = firstDivergence(actionsOf(broken), actionsOf(passing));
        if (d) {
          const quote = { ...d.step !== null ? { pr: quoteStep(broken, d.step) } : {}, ...d.baseStep !== null ? { base: quoteStep(passing, d.baseStep) } : {} };
          row.divergence = { ...d, quote, trace: broken.id, baseTrace: passing.id };
        }
      }
      const id = input.signatures?.get(broken.id);
      if (id) row.signature = { id, seen: input.seenSignatures?.get(id) ?? 0, of: input.historyRuns ?? 0 };
    }
    tasks.push(row);
  }
  tasks.sort((x, y) => ORDER[x.status] - ORDER[y.status] || (x.task < y.task ? -1 : x.task > y.task ? 1 : 0));
  const timed = (traces) => traces.flatMap((t) => actionsOf(t).map((a) => ({ ...a, trace: t.id })));
  const prActions = timed(input.pr);
  const baseActions = timed(input.base);
  return {
    base: { traces: input.base.length, source: input.baseSource },
    tasks,
    latency: compareLatency(prActions, baseActions),
    drift: actionDrift(prActions, baseActions),
    newFailures: tasks.filter((t) => t.status === "new-failure").length
  };
}
export {
  compareRuns,
  quoteStep
};
