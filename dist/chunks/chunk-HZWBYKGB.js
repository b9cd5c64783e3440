import {
  DETECTORS,
  GROUNDING_DETECTORS,
  buildContext,
  normRef,
  primaryText,
  recordRefs,
  thoughtTokens
} from "./chunk-22VN376E.js";
import {
  verdictSignature
} from "./chunk-AGJRS4GB.js";
import {
  boundedText,
  jaccard,
  logit,
  modeSpec,
  quote,
  sigmoid,
  sliceWhole,
  tokens
} from "./chunk-JR3VQ5HG.js";
import {
  isUntrusted,
  parseKey,
  parseLedger,
  sidecarBlockFor,
  verifyTrace
} from "./chunk-YGCNO4FP.js";
import {
  asText
} from "./chunk-MEJZJAMB.js";
import {
  redactDeep
} from "./chunk-KR66X3FU.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";
import {
  parseStackFrames
} from "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/attribution/fusion.ts
var PRIOR_WEIGHT = 0.5;
function llrOf(confidence) {
  return logit(confidence);
}
function fuse(findings) {
  const byMode = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const list = byMode.get(f.mode) ?? [];
    list.push(f);
    byMode.set(f.mode, list);
  }
  const scores = [];
  for (const [mode, list] of byMode) {
    const sorted = [...list].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
    const priorLogOdds = PRIOR_WEIGHT * logit(modeSpec(mode).prevalence / 100);
    let logOdds = priorLogOdds;
    const terms2 = [];
    sorted.slice(0, 8).forEach((f, i) => {
      const weight = 1 / 2 ** i;
      const llr = llrOf(f.confidence);
      logOdds += weight * llr;
      terms2.push({ label: `${f.detector}@step ${f.step}`, weight, llr });
    });
    scores.push({ mode, priorLogOdds, terms: terms2, logOdds, probability: sigmoid(logOdds), best: sorted[0] });
  }
  return scores.sort((a, b) => b.logOdds - a.logOdds || modeSpec(b.mode).prevalence - modeSpec(a.mode).prevalence);
}

// src/attribution/locator.ts
var CODE = /```|\bdef \w+\(|\bimport \w+/;
var PROSE_ACTION = /^\s*(i|we) (typed|clicked|searched|navigated|opened|scrolled|visited|downloaded|ran|executed|submitted|called|queried)\b/im;
var SIGN_OFF = /^\W*(terminate|done|ok|okay|thanks?( you)?|bye)\W*$/i;
var FAILED_RUN = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
function acts(v) {
  const text = v.thought.slice(0, 2e4);
  return v.calls.length > 0 || CODE.test(text) || PROSE_ACTION.test(text.slice(0, 2e3));
}
function carriesTask(v, ctx) {
  if (ctx.taskTokens.size < 6 || v.thought.length === 0) return false;
  const lower = v.thought.toLowerCase();
  let pieces = 0;
  for (const t of ctx.taskTokens) if (lower.includes(t)) pieces++;
  if (!(pieces / ctx.taskTokens.size >= 0.8)) return false;
  const held = /* @__PURE__ */ new Set();
  for (const t of thoughtTokens(v, 1500)) if (ctx.taskTokens.has(t)) held.add(t);
  return held.size / ctx.taskTokens.size >= 0.8;
}
function isContainer(ctx, pos) {
  const id = ctx.views[pos]?.step.spanId;
  if (id === void 0) return false;
  let parents = containerIds.get(ctx);
  if (!parents) {
    parents = /* @__PURE__ */ new Set();
    for (const v of ctx.views) if (v.step.parentSpanId !== void 0) parents.add(v.step.parentSpanId);
    containerIds.set(ctx, parents);
  }
  return parents.has(id);
}
var containerIds = /* @__PURE__ */ new WeakMap();
function candidate(v, ctx) {
  if (v.isEnvironment) return false;
  if (ctx && isContainer(ctx, v.pos)) return false;
  if (v.step.kind === "prompt" || v.step.kind === "retrieval" || v.step.kind === "observation") return false;
  const text = v.thought || v.text;
  if (v.calls.length === 0 && !v.error && text.trim().length < 40 && SIGN_OFF.test(text.trim().slice(0, 40))) return false;
  return true;
}
function stepPriors(ctx) {
  const out = [];
  const n = ctx.views.length;
  let sawAction = false;
  let sawChange = false;
  const blocked = blockingChanges(ctx);
  for (const v of ctx.views) {
    if (!candidate(v, ctx)) continue;
    const reasons = [];
    let score = 0;
    const doesWork = acts(v);
    const next = ctx.views[v.pos + 1];
    const ran = doesWork && next !== void 0 && next.isEnvironment && next.text.length > 0;
    const setup = !ran && carriesTask(v, ctx);
    if (doesWork && !sawAction && !setup) {
      score += 1;
      reasons.push("+1.00 first step that acts (runs code or calls a tool)");
    }
    if (v.mutating && !sawChange) {
      score += 1.5;
      reasons.push("+1.50 first state-changing call (damage is done where state changes)");
    }
    if (doesWork && next && next.isEnvironment && (next.error || FAILED_RUN.test(next.text.slice(0, 300)))) {
      score += 0.5;
      reasons.push("+0.50 its work failed at once");
    }
    const victims = blocked.get(v.pos);
    if (victims !== void 0) {
      const w = Math.min(BLOCKING_WEIGHT + 0.5 * (victims.length - 1), BLOCKING_WEIGHT + 1);
      score += w;
      reasons.push(`+${w.toFixed(2)} changed a record that later calls then failed on (step ${victims.slice(0, 3).join(", ")})`);
    }
    if (isRequester(v) && CONCESSION.test(v.text.slice(0, 2e3))) {
      score += CONCESSION_WEIGHT;
      reasons.push(`+${CONCESSION_WEIGHT.toFixed(2)} the user settles for less or drops part of the request (what follows departs from the goal)`);
    }
    if (v.error) {
      score += 0.4;
      reasons.push("+0.40 the step itself errored");
    }
    if (setup) {
      score -= 1;
      reasons.push("-1.00 only restates the task (set-up)");
    }
    const late = -0.3 * (v.pos / Math.max(1, n));
    score += late;
    reasons.push(recencyReason(late, v.pos, n));
    sawAction ||= doesWork;
    sawChange ||= v.mutating;
    out.push({ pos: v.pos, score, reasons });
  }
  return out;
}
var recencyReasons = /* @__PURE__ */ new Map();
function recencyReason(late, pos, n) {
  if (n > 1e3) return `${late.toFixed(2)} recency (causes precede symptoms)`;
  let byPos = recencyReasons.get(n);
  if (byPos === void 0) {
    if (recencyReasons.size >= 256) recencyReasons.clear();
    byPos = [];
    recencyReasons.set(n, byPos);
  }
  byPos[pos] ??= `${late.toFixed(2)} recency (causes precede symptoms)`;
  return byPos[pos];
}
var BLOCKING_WEIGHT = 2;
function failedAt(ctx, pos) {
  const next = ctx.views[pos + 1];
  return next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN.test(next.text.slice(0, 300)));
}
function blockingChanges(ctx) {
  const out = /* @__PURE__ */ new Map();
  const lastChange = /* @__PURE__ */ new Map();
  for (const v of ctx.views) {
    if (v.calls.length === 0) continue;
    let refs;
    for (const c of v.calls) for (const r of recordRefs(c.argsText.slice(0, 2e3))) (refs ??= /* @__PURE__ */ new Set()).add(normRef(r));
    if (refs === void 0) continue;
    const failed = failedAt(ctx, v.pos);
    if (failed) {
      const hit = /* @__PURE__ */ new Set();
      for (const r of refs) {
        const at = lastChange.get(r);
        if (at !== void 0) hit.add(at);
      }
      for (const at of hit) {
        const list = out.get(at) ?? [];
        if (list.length < 10) list.push(v.step.index);
        out.set(at, list);
      }
    } else if (v.mutating) for (const r of refs) lastChange.set(r, v.pos);
    if (lastChange.size > 1e4) lastChange.clear();
  }
  return out;
}
var CONCESSION = /\b(i guess|i suppose|might as well|may as well|never ?mind|forget (it|that|about it)|let['’]?s (just )?leave (it|that|the \w+)|leave (it|that) (as it is|for now)|settle for|whatever works)\b/i;
var CONCESSION_WEIGHT = 2;
function isRequester(v) {
  return v.agent !== void 0 && /^(user|human|customer|client)$/i.test(v.agent);
}

// src/attribution/bm25.ts
var K1 = 1.2;
var B = 0.75;
function bm25Relevance(query, chunks) {
  const q = [...new Set(tokens(query, 64))];
  const docs = chunks.slice(0, 200).map((c) => tokens(c, 2e3));
  if (q.length === 0 || docs.length === 0 || docs.every((d) => d.length === 0)) return 0;
  const N = docs.length;
  const avgdl = docs.reduce((s, d) => s + d.length, 0) / N || 1;
  const df = /* @__PURE__ */ new Map();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t) => Math.max(0.2, Math.log(1 + (N - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5)));
  const ideal = q.length * Math.max(0.2, Math.log(1 + (N - 1 + 0.5) / 1.5));
  let best = 0;
  for (const d of docs) {
    const tf = /* @__PURE__ */ new Map();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let s = 0;
    for (const t of q) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      s += idf(t) * (f * (K1 + 1) / (f + K1 * (1 - B + B * d.length / avgdl)));
    }
    best = Math.max(best, s);
  }
  const covered = q.filter((t) => docs.some((d) => d.includes(t))).length / q.length;
  return Math.min(1, (0.5 * Math.min(1, best / ideal) + 0.5 * covered) / 0.6);
}

// src/attribution/blame.ts
var TYPE_WEIGHT = { retrieval: 1.4, llm: 1.2, tool_call: 1.1, prompt: 0.9 };
var DEFAULT_WEIGHT = 0.8;
var BLAME_LINE = 0.35;
var REFUSAL = /\b(i (cannot|can't|can not|won't|am unable to|'m unable to|am not able to) (help|assist|comply|provide|answer|do that)|as an ai\b|i'?m sorry,? but|not authorized to|violates (our|my|the)? ?(safety|content|usage))/i;
var GENERIC = /^(there (were|are|is) (several|many|some|various) \w+( that happened)?\.?|it depends\.?|i('m| am) not sure\.?|n\/a)$/i;
var TRUNCATED_MARK = /\.\.\. \[truncated\]$/;
function emptyPayload(v) {
  const o = v.step.output;
  if (o === void 0 || o === null) return true;
  if (typeof o === "string") return /^\s*(\{\s*\}|\[\s*\]|null|""|)\s*$/.test(o);
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o === "object") return Object.keys(o).length === 0;
  return false;
}
function chunksOf(output) {
  if (Array.isArray(output)) return output.slice(0, 200).map((x) => typeof x === "string" ? x : JSON.stringify(x) ?? "");
  if (typeof output === "string") {
    const t = output.trim();
    if (t.startsWith("[")) {
      try {
        const parsed = JSON.parse(t.slice(0, 2e5));
        if (Array.isArray(parsed)) return chunksOf(parsed);
      } catch {
      }
    }
    return t.length === 0 ? [] : t.slice(0, 5e4).split(/\n{2,}/);
  }
  return output === void 0 || output === null ? [] : [JSON.stringify(output)?.slice(0, 5e4) ?? ""];
}
function health(v) {
  const s = v.step;
  if (s.error) return { score: 0, reasons: [`error: ${s.error.slice(0, 80)}`] };
  if (s.score !== void 0) return { score: s.score, reasons: [`source score ${s.score}`] };
  if (s.kind === "retrieval") {
    if (emptyPayload(v)) return { score: 0, reasons: ["retrieval returned nothing"] };
    const query = boundedText(s.input, 2e3);
    const rel = bm25Relevance(query, chunksOf(s.output));
    return { score: rel, reasons: [`BM25 relevance of chunks to the query ${rel.toFixed(2)}`] };
  }
  if (s.kind === "llm") {
    const out = typeof s.output === "string" ? s.output : v.text;
    if (out.trim().length === 0) return { score: 0, reasons: ["empty completion"] };
    if (REFUSAL.test(out.slice(0, 500))) return { score: 0.05, reasons: ["refusal"] };
    if (GENERIC.test(out.trim())) return { score: 0.4, reasons: ["generic, non-responsive answer"] };
    const body = out.replace(TRUNCATED_MARK, "").trimEnd();
    if (!TRUNCATED_MARK.test(out) && body.length > 40 && !/[.!?)\]"'`*:;0-9]$/.test(body)) return { score: 0.6, reasons: ["completion stops mid-sentence"] };
    return { score: 1, reasons: ["complete answer"] };
  }
  if (s.kind === "tool_call" || s.kind === "observation" && v.isEnvironment) {
    if (/^\s*(error|exception|traceback)\b/i.test(v.text)) return { score: 0, reasons: ["tool returned an error"] };
    if (s.kind === "tool_call" && emptyPayload(v)) return { score: 0.2, reasons: ["tool returned an empty payload"] };
    return { score: s.kind === "tool_call" ? 1 : null, reasons: [] };
  }
  return { score: null, reasons: [] };
}
function stepBlame(ctx) {
  const n = ctx.views.length;
  const blame = [];
  let anyScored = false;
  for (const v of ctx.views) {
    const h = health(v);
    if (h.score !== null) anyScored = true;
    const weight = TYPE_WEIGHT[v.step.kind] ?? DEFAULT_WEIGHT;
    const recency = 1 + 0.3 * (1 - v.pos / Math.max(1, n - 1));
    const deficiency = h.score === null ? 0 : 1 - h.score;
    let b = v.step.error ? Math.max(1, deficiency * weight * recency) : deficiency * weight * recency;
    b = Math.round(b * 1e3) / 1e3;
    const entry = { step: v.step.index, kind: v.step.kind, score: h.score, blame: b, reasons: h.reasons };
    if (v.step.name !== void 0) entry.name = v.step.name;
    blame.push(entry);
  }
  if (!anyScored && ctx.trace.success !== true) {
    let slow;
    ctx.views.forEach((v, i) => {
      if (v.step.latencyMs !== void 0 && (slow === void 0 || v.step.latencyMs > (ctx.views[slow].step.latencyMs ?? 0))) slow = i;
    });
    if (slow !== void 0) {
      const e = blame[slow];
      e.blame = 0.5;
      e.reasons = [...e.reasons, "no step could be scored: the slowest step, at low confidence"];
    }
  }
  const maxBlame = blame.reduce((m, b) => Math.max(m, b.blame), 0);
  return { blame, maxBlame };
}

// rules/detector-rates.json
var detector_rates_default = {
  $comment: "Detector firing on failed vs healthy dev runs, per trace kind, outcome hidden. lr = P(fires | failed) / P(fires | healthy), +0.5 smoothing; lrLeaveOut[set] = the same without that set; null = fewer than 20 healthy (or failed) runs of that kind to measure it on. Regenerate: node scripts/run-ts.mjs scripts/detector-rates.ts",
  detectors: {
    ForbiddenToolDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    UnconfirmedActionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 5,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.23,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.67,
          "agent-blame": 0.23
        }
      }
    },
    RoleToolDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    RepeatDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 1,
            passedRuns: 73
          },
          approximately: {
            failed: 55,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 31.43,
        lrLeaveOut: {
          tau: 54.3,
          approximately: 0.82,
          "agent-blame": 31.55
        }
      }
    },
    UngroundedReferenceDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 1,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.28,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.82,
          "agent-blame": 0.28
        }
      }
    },
    StepLimitDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    TaskRestatedDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 3,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    AssumptionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 35,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    DerailmentDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 7,
            failedRuns: 27,
            passed: 24,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.26,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.75,
          "agent-blame": 0.26
        }
      }
    },
    WithholdingDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    IgnoredInputDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 2,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    ReasoningActionMismatchDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    PrematureTerminationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 33,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 1,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 60.31,
        lrLeaveOut: {
          tau: 33.76,
          approximately: 12.26,
          "agent-blame": 58.84
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    MissingVerificationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 49,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 84.09,
        lrLeaveOut: {
          tau: 48.43,
          approximately: 2.45,
          "agent-blame": 84.42
        }
      }
    },
    UnverifiedClaimDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 49,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 84.09,
        lrLeaveOut: {
          tau: 48.43,
          approximately: 2.45,
          "agent-blame": 84.42
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    IncorrectVerificationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    AvailabilityCountDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 3,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 5.95,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 17.16,
          "agent-blame": 5.97
        }
      }
    },
    StatusContradictionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 2.55,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 7.35,
          "agent-blame": 2.56
        }
      }
    },
    PartialScopeActionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 2,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 4.25,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 12.26,
          "agent-blame": 4.26
        }
      }
    },
    MisattributedValueDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 2.55,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 7.35,
          "agent-blame": 2.56
        }
      }
    },
    UnansweredRequestDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 2,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 4.25,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 12.26,
          "agent-blame": 4.26
        }
      }
    },
    RepeatMessageDetector: {
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    }
  }
};

// src/attribution/rates.ts
var RatesSchema = lazySchema((z) => {
  const CellSchema = z.object({ failed: z.number(), failedRuns: z.number(), passed: z.number(), passedRuns: z.number() });
  const KindSchema = z.object({ bySet: z.record(z.string(), CellSchema), lr: z.number().nullable() });
  return z.object({ detectors: z.record(z.string(), z.record(z.string(), KindSchema)) });
});
var MIN_HEALTHY_FIRES = 3;
function capsOf(data) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, kinds] of Object.entries(data.detectors)) {
    for (const [kind, k] of Object.entries(kinds)) {
      const healthyFires = Object.values(k.bySet).reduce((s, c) => s + c.passed, 0);
      if (k.lr === null || healthyFires < MIN_HEALTHY_FIRES) continue;
      out.set(`${name}\0${kind}`, k.lr / (1 + k.lr));
    }
  }
  return out;
}
var caps;
function confidenceCap(detector, kind) {
  caps ??= capsOf(detector_rates_default);
  return caps.get(`${detector}\0${kind}`);
}
function capFindings(findings, kind) {
  return findings.map((f) => {
    const cap = confidenceCap(f.detector, kind);
    return cap === void 0 || f.confidence <= cap ? f : { ...f, confidence: Math.round(cap * 1e3) / 1e3 };
  });
}

// rules/prior.json
var prior_default = {
  weights: {
    locator: 1,
    findings: 1
  },
  pull: null,
  fittedOn: [
    {
      set: "Who&When algorithm-generated",
      n: 126
    },
    {
      set: "tau-bench retail (AgentRx)",
      n: 27
    },
    {
      set: "agent-blame bench.db",
      n: 14
    }
  ],
  command: "node scripts/run-ts.mjs scripts/train-prior.ts"
};

// src/attribution/prior.ts
var FEATURES = ["locator", "findings", "position", "speakerShare", "user", "lead", "firstTurnOfAgent", "errorLanguage", "failedResult", "repeats", "firstMentionOfAnswer"];
var PriorModelSchema = lazySchema(
  (z) => z.object({
    weights: z.partialRecord(z.enum(FEATURES), z.number()),
    /** The pull towards the hand rules it was trained with, chosen held out; null: the hand rules won. */
    pull: z.number().positive().nullable(),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string()
  })
);
var PRIOR = prior_default;
var HAND_RULES = { weights: { locator: 1, findings: 1 }, pull: null, fittedOn: [], command: PRIOR.command };
var REQUESTER = /^(user|human|customer|client)$/i;
var ERROR_LANGUAGE = /\b(error|exception|traceback|failed|failure|cannot|can't|unable to|i'?m sorry|not possible|invalid)\b/i;
var FAILED_RUN2 = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
var SPECIFIC = /\d|^[a-z][a-z0-9_'-]{6,}$/;
function facts(ctx) {
  const counts = /* @__PURE__ */ new Map();
  const firstTurn = /* @__PURE__ */ new Map();
  let lead;
  for (const v of ctx.views) {
    counts.set(v.agent, (counts.get(v.agent) ?? 0) + 1);
    if (v.isEnvironment || v.step.kind === "prompt") continue;
    if (!firstTurn.has(v.agent)) firstTurn.set(v.agent, v.pos);
    if (lead === void 0 && v.agent !== void 0 && !REQUESTER.test(v.agent)) lead = v.agent;
  }
  const n = Math.max(1, ctx.views.length);
  const share = new Map([...counts].map(([k, c]) => [k, c / n]));
  const last = [...ctx.views].reverse().find((v) => !v.isEnvironment);
  const answer = ctx.trace.finalOutput ?? last?.text ?? "";
  const wanted = new Set(tokens(answer.slice(0, 4e3), 300).filter((t) => SPECIFIC.test(t) && !ctx.taskTokens.has(t)));
  const firstMention = /* @__PURE__ */ new Set();
  if (wanted.size > 0) {
    for (const v of ctx.views) {
      if (v === last || wanted.size === 0) break;
      const hit = (v.isEnvironment ? tokens(v.text.slice(0, 4e3), 1500) : thoughtTokens(v, 1500)).filter((t) => wanted.has(t));
      if (hit.length === 0) continue;
      for (const t of hit) wanted.delete(t);
      if (!v.isEnvironment) firstMention.add(v.pos);
    }
  }
  return { share, lead, firstTurn, firstMention };
}
function repeats(ctx, v) {
  if (v.isEnvironment || v.thought.length < 80) return false;
  const set = new Set(thoughtTokens(v, 400));
  if (set.size < 8) return false;
  for (let p = v.pos - 1; p >= Math.max(0, v.pos - 6); p--) {
    const w = ctx.views[p];
    if (w.agent !== v.agent || w.isEnvironment || w.thought.length < 80) continue;
    if (jaccard(new Set(thoughtTokens(w, 400)), set) >= 0.8) return true;
  }
  return false;
}
var LOCAL = /* @__PURE__ */ new Set(["locator", "findings", "position", "errorLanguage", "failedResult"]);
function needsTracePass(model) {
  return FEATURES.some((k) => (model.weights[k] ?? 0) !== 0 && !LOCAL.has(k));
}
var NO_FACTS = { share: /* @__PURE__ */ new Map(), lead: void 0, firstTurn: /* @__PURE__ */ new Map(), firstMention: /* @__PURE__ */ new Set() };
function stepFeatures(ctx, steps, full = true, model) {
  const f = full ? facts(ctx) : NO_FACTS;
  const n = Math.max(1, ctx.views.length - 1);
  const weighs = (k) => full || model === void 0 || (model.weights[k] ?? 0) !== 0;
  const errorLanguage = weighs("errorLanguage");
  const failedResult = weighs("failedResult");
  return steps.map((s) => {
    const v = ctx.views[s.pos];
    const next = ctx.views[s.pos + 1];
    return {
      locator: s.locator,
      findings: s.findings,
      position: v.pos / n,
      speakerShare: f.share.get(v.agent) ?? 0,
      user: v.agent !== void 0 && REQUESTER.test(v.agent) ? 1 : 0,
      lead: v.agent !== void 0 && v.agent === f.lead ? 1 : 0,
      firstTurnOfAgent: f.firstTurn.get(v.agent) === v.pos ? 1 : 0,
      errorLanguage: errorLanguage && ERROR_LANGUAGE.test((v.error ?? v.thought ?? v.text).slice(0, 2e3)) ? 1 : 0,
      failedResult: failedResult && next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN2.test(next.text.slice(0, 300))) ? 1 : 0,
      repeats: full && repeats(ctx, v) ? 1 : 0,
      firstMentionOfAnswer: f.firstMention.has(v.pos) ? 1 : 0
    };
  });
}
function scorer(model = PRIOR) {
  const w = FEATURES.map((k) => model.weights[k] ?? 0);
  const [locator, findings, position, speakerShare, user, lead, firstTurnOfAgent, errorLanguage, failedResult, repeats2, firstMentionOfAnswer] = w;
  return (x) => {
    let s = 0;
    s += locator * x.locator;
    s += findings * x.findings;
    s += position * x.position;
    s += speakerShare * x.speakerShare;
    s += user * x.user;
    s += lead * x.lead;
    s += firstTurnOfAgent * x.firstTurnOfAgent;
    s += errorLanguage * x.errorLanguage;
    s += failedResult * x.failedResult;
    s += repeats2 * x.repeats;
    s += firstMentionOfAnswer * x.firstMentionOfAnswer;
    return s;
  };
}
function terms(x, model = PRIOR) {
  return FEATURES.map((k) => ({ feature: k, weight: model.weights[k] ?? 0, value: x[k] })).filter((t) => t.weight !== 0 && t.value !== 0).sort((a, b) => Math.abs(b.weight * b.value) - Math.abs(a.weight * a.value));
}

// rules/calibration.json
var calibration_default = {
  temperature: 2.1,
  top: {
    bias: -0.274,
    lead: 0.364
  },
  reach: 0.989,
  setThreshold: 0.9261,
  level: 0.9,
  fittedOn: [
    {
      set: "Who&When algorithm-generated",
      n: 126
    },
    {
      set: "tau-bench retail (AgentRx)",
      n: 27
    },
    {
      set: "agent-blame bench.db",
      n: 14
    }
  ],
  command: "node scripts/run-ts.mjs scripts/fit-calibration.ts"
};

// src/attribution/calibration.ts
var CalibrationSchema = lazySchema(
  (z) => z.object({
    /** Softmax temperature over the locator's scores (the order of the runners-up). */
    temperature: z.number().positive(),
    /**
     * Probability that the first step is the decisive one: logistic in the lead of its score over
     * the second's. (The number of candidates was tried too: it differs so much between agent
     * systems that, fitted on two sets, it misled on the third.)
     */
    top: z.object({ bias: z.number(), lead: z.number() }),
    /** Share of labelled runs whose decisive step was among the locator's candidates. */
    reach: z.number().min(0).max(1),
    /** Cumulative probability a prediction set must reach (the conformal quantile); above 1: every step. */
    setThreshold: z.number().min(0),
    /** Coverage the set aims at. */
    level: z.number().min(0).max(1),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string()
  })
);
var CALIBRATION = calibration_default;
function topFeatures(ranked) {
  let first;
  for (const r of ranked)
    if (r.candidate) {
      if (first === void 0) first = r;
      else return { lead: Math.min(LEAD_CAP, first.total - r.total) };
    }
  return { lead: LEAD_CAP };
}
var LEAD_CAP = 5;
function topProbability(ranked, cal = CALIBRATION) {
  const f = topFeatures(ranked);
  const x = cal.top.bias + cal.top.lead * f.lead;
  return 1 / (1 + Math.exp(-x));
}
function probabilities(ranked, others, cal = CALIBRATION) {
  let cands = 0;
  let top = -Infinity;
  for (const r of ranked)
    if (r.candidate) {
      cands++;
      top = Math.max(top, r.total);
    }
  if (cands === 0) return ranked.map(() => 1 / Math.max(1, ranked.length));
  const reach = others === 0 ? 1 : cal.reach;
  const p1 = Math.min(reach, topProbability(ranked, cal));
  const temperature = cal.temperature;
  let z = 0;
  let seen = 0;
  for (const r of ranked) if (r.candidate && seen++ > 0) z += Math.exp((r.total - top) / temperature);
  const spare = cands === 1 ? 1 - p1 : 1 - reach;
  const out = new Array(ranked.length);
  for (let i = 0; i < ranked.length; i++) {
    const r = ranked[i];
    if (i === 0) out[i] = p1;
    else if (r.candidate) out[i] = (reach - p1) * Math.exp((r.total - top) / temperature) / z;
    else out[i] = others === 0 ? 0 : spare / others;
  }
  return out;
}
function setSize(ps, cal = CALIBRATION) {
  if (cal.setThreshold > 1) return ps.length;
  let sum = 0;
  for (let i = 0; i < ps.length; i++) {
    sum += ps[i];
    if (sum >= cal.setThreshold - 1e-9) return i + 1;
  }
  return ps.length;
}
var UNSURE_P = 0.5;
function shortList(v, max = 3) {
  const c = v?.candidates ?? [];
  if (c.length < 2 || c[0].p >= UNSURE_P) return null;
  const steps = c.slice(0, max).map((x) => String(x.step));
  const list = steps.length === 2 ? `${steps[0]} or ${steps[1]}` : `${steps.slice(0, -1).join(", ")} or ${steps.at(-1)}`;
  return `the evidence is weak (p ${c[0].p.toFixed(2)} for step ${c[0].step}): look at steps ${list} first`;
}

// src/attribution/attribute.ts
var MAX_CANDIDATES = 10;
var MAX_SET = 100;
var MIN_CANDIDATES = 3;
var FINDING_STEP_WEIGHT = 2;
var MAX_STEPS = 25e4;
function notAttributable(reason) {
  return {
    verdict: { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason, source: "rules" },
    findings: [],
    blame: [],
    maxBlame: 0
  };
}
function runDetectors(ctx, detectors, minConfidence) {
  const out = [];
  for (const d of detectors) {
    if (d.serves === "structured" && !ctx.structured) continue;
    if (d.serves === "prose" && !ctx.prose) continue;
    if (d.maxConfidence < minConfidence) continue;
    try {
      out.push(...d.detect(ctx));
    } catch {
    }
  }
  return out;
}
function detect(trace, options) {
  const ctx = buildContext(trace);
  const minConfidence = trace.success === true ? options.passedMinConfidence ?? 0.8 : 0;
  let findings = capFindings(runDetectors(ctx, options.detectors ?? DETECTORS, minConfidence), ctx.structured ? "structured" : "prose");
  if (minConfidence > 0) findings = findings.filter((f) => f.confidence >= minConfidence);
  if (ctx.views.some((v) => v.step.spanId !== void 0)) {
    const boxes = new Set(ctx.views.filter((v) => v.error === void 0 && isContainer(ctx, v.pos)).map((v) => v.step.index));
    if (boxes.size > 0) findings = findings.filter((f) => !boxes.has(f.step));
  }
  findings.sort((a, b) => a.step - b.step || b.confidence - a.confidence);
  return { ctx, findings, fused: fuse(findings) };
}
function locate(detected, model, full = false) {
  const { ctx, findings } = detected;
  const posOf = /* @__PURE__ */ new Map();
  ctx.views.forEach((v) => posOf.set(v.step.index, v.pos));
  const boost = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const pos = posOf.get(f.step);
    if (pos === void 0) continue;
    boost.set(pos, (boost.get(pos) ?? 0) + FINDING_STEP_WEIGHT * Math.max(0, logit(f.confidence)));
  }
  const explained = explainSymptoms(ctx, findings, posOf, boost);
  const priors = stepPriors(ctx);
  if (boost.size > 0) {
    const seen = new Set(priors.map((p) => p.pos));
    for (const [pos, b] of boost) if (!seen.has(pos) && b > 0) priors.push({ pos, score: 0, reasons: [] });
  }
  const use = useOf(model);
  const features = priors.length === 0 ? [] : stepFeatures(
    ctx,
    priors.map((p) => ({ pos: p.pos, locator: p.score, findings: boost.get(p.pos) ?? 0 })),
    full || use.tracePass,
    use.model
  );
  const score = use.score;
  const steps = priors.map((prior, i) => {
    const findingBoost = boost.get(prior.pos) ?? 0;
    return { prior, findingBoost, features: features[i], total: score(features[i]) };
  });
  return { ctx, findings, fused: detected.fused, steps, explained };
}
var shippedModel;
function useOf(model) {
  const use = () => ({ model, tracePass: needsTracePass(model), score: scorer(model) });
  return model === PRIOR ? shippedModel ??= use() : use();
}
function calibrationOf(options) {
  return options.calibration ?? CALIBRATION;
}
function compute(trace, options) {
  return locate(detect(trace, options), options.prior ?? PRIOR);
}
function explainSymptoms(ctx, findings, posOf, boost) {
  const moved = /* @__PURE__ */ new Map();
  const causes = findings.filter((f) => GROUNDING_DETECTORS.has(f.detector));
  if (causes.length === 0) return moved;
  for (const late of findings) {
    const pos = posOf.get(late.step);
    if (pos === void 0 || GROUNDING_DETECTORS.has(late.detector)) continue;
    const b = boost.get(pos) ?? 0;
    if (b <= 0) continue;
    const v = ctx.views[pos];
    const acting = v.calls.length > 0 ? v : ctx.views[pos - 1];
    const touched = /* @__PURE__ */ new Set();
    for (const c of acting?.calls ?? []) for (const r of recordRefs(c.argsText.slice(0, 2e3))) touched.add(normRef(r));
    if (touched.size === 0) continue;
    const cause = causes.find((c) => c.step < late.step && recordRefs(c.message).some((r) => touched.has(normRef(r))));
    const cpos = cause ? posOf.get(cause.step) : void 0;
    if (cpos === void 0) continue;
    boost.set(cpos, (boost.get(cpos) ?? 0) + b);
    boost.set(pos, 0);
    moved.set(cpos, [...moved.get(cpos) ?? [], late.step]);
  }
  return moved;
}
function bestStep(steps) {
  let best;
  for (const s of steps) if (!best || s.total > best.total + 1e-9) best = s;
  return best;
}
var SCORED_KINDS = /* @__PURE__ */ new Set(["llm", "retrieval", "tool_call", "prompt"]);
var DECISIVE_BLAME_MARGIN = 1.1;
function decisiveBlame(ctx, blame) {
  let top;
  let second = 0;
  blame.forEach((e, pos) => {
    if (isContainer(ctx, pos)) return;
    if (!top || e.blame > top.b) {
      second = Math.max(second, top?.b ?? 0);
      top = { pos, b: e.blame };
    } else second = Math.max(second, e.blame);
  });
  if (!top || top.b < BLAME_LINE || top.b < DECISIVE_BLAME_MARGIN * second) return void 0;
  const s = ctx.views[top.pos].step;
  if (!SCORED_KINDS.has(s.kind) || s.score === void 0 && s.error === void 0) return void 0;
  return top.pos;
}
function chooseSteps(detected, blame, model) {
  const { steps } = locate(detected, model);
  const decisive = decisiveBlame(detected.ctx, blame);
  if (decisive !== void 0) {
    let entry = steps.find((x) => x.prior.pos === decisive);
    if (!entry) steps.push(entry = { prior: { pos: decisive, score: 0, reasons: [] }, findingBoost: 0, total: 0 });
    const best = bestStep(steps);
    if (best !== entry) {
      entry.total = best.total + 1;
      entry.prior = { ...entry.prior, reasons: [...entry.prior.reasons, "decisive step blame (the source's own health scores)"] };
    }
  }
  return steps;
}
function rankSteps(ctx, steps, cal) {
  const views = ctx.views;
  const weighed = new Uint8Array(views.length);
  const ranked = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    weighed[s.prior.pos] = 1;
    ranked.push({ pos: s.prior.pos, total: s.total, candidate: true });
  }
  ranked.sort(byTotal);
  const firstRest = ranked.length;
  let env;
  for (let pos = 0; pos < views.length; pos++) {
    if (weighed[pos] !== 0) continue;
    if (views[pos].isEnvironment) (env ??= []).push(pos);
    else ranked.push({ pos, total: 0, candidate: false });
  }
  if (env !== void 0) for (const pos of env) ranked.push({ pos, total: 0, candidate: false });
  return { ranked, ps: probabilities(ranked, ranked.length - firstRest, cal) };
}
function byTotal(a, b) {
  return b.total - a.total;
}
function verdictOf(detected, blame, options) {
  const { ctx, findings, fused } = detected;
  if (ctx.trace.success === true) return null;
  if (ctx.trace.success === null && findings.length === 0) return null;
  const cal = calibrationOf(options);
  const model = options.prior ?? PRIOR;
  const steps = chooseSteps(detected, blame, model);
  const chosen = bestStep(steps);
  if (!chosen) {
    return { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason: "no step could be blamed: every step is tool output or a sign-off", source: "rules" };
  }
  const { ranked, ps } = rankSteps(ctx, steps, cal);
  const size = setSize(ps, cal);
  const candidates = ranked.slice(0, Math.max(MIN_CANDIDATES, Math.min(size, MAX_CANDIDATES))).map((r, i) => ({
    step: ctx.views[r.pos].step.index,
    agent: agentOf(ctx.views[r.pos].agent, ctx.trace),
    p: round(ps[i])
  }));
  const set = ranked.slice(0, Math.min(size, MAX_SET)).map((r) => ctx.views[r.pos].step.index);
  const v = ctx.views[chosen.prior.pos];
  const here = fused.find((m) => findings.some((f) => f.mode === m.mode && f.step === v.step.index));
  const runnerUps = fused.filter((m) => m !== here).slice(0, 3).map((m) => ({ mode: m.mode, probability: round(m.probability) }));
  if (here) {
    const f = findings.filter((x) => x.mode === here.mode && x.step === v.step.index).sort((a, b) => b.confidence - a.confidence)[0];
    const evidence = f.evidence.map((e) => ({ ...e }));
    return { mode: here.mode, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(here.probability), evidence, runnerUps, source: "rules", candidates, set };
  }
  const z = steps.reduce((s, x) => s + Math.exp(x.total - chosen.total), 0);
  const ev = { step: v.step.index, quote: quote(primaryText(v)), note: chosen.prior.reasons.filter((r) => !r.includes("recency")).join("; ") || "most likely origin" };
  if (v.agent !== void 0) ev.agent = v.agent;
  return { mode: null, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(Math.min(0.5, 1 / z)), evidence: [ev], runnerUps, source: "rules", candidates, set };
}
function agentOf(agent, trace) {
  if (agent !== void 0) return agent;
  const declared = trace.agents ? Object.keys(trace.agents) : [];
  if (declared.length === 1) return declared[0];
  if (declared.length === 0 && trace.model) return trace.model;
  return null;
}
function sane(trace) {
  if (typeof trace.task === "string" && trace.meta && typeof trace.meta === "object") return trace;
  return { ...trace, task: typeof trace.task === "string" ? trace.task : "", meta: trace.meta && typeof trace.meta === "object" ? trace.meta : {} };
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}
function attribute(trace, options = {}) {
  try {
    if (!Array.isArray(trace.steps) || trace.steps.length === 0) return notAttributable("the trace has no steps");
    if (trace.steps.length > (options.maxSteps ?? MAX_STEPS)) return notAttributable(`the trace has ${trace.steps.length} steps, more than the ${options.maxSteps ?? MAX_STEPS} attribution reads`);
    const detected = detect(sane(trace), options);
    const { blame, maxBlame } = stepBlame(detected.ctx);
    return { verdict: verdictOf(detected, blame, options), findings: detected.findings, blame, maxBlame };
  } catch (e) {
    return notAttributable(`the trace could not be read: ${errorMessage(e)}`.slice(0, 300));
  }
}
function explain(trace, attribution, options = {}) {
  const lines = [];
  const outcome = trace.success === true ? "passed" : trace.success === false ? "failed" : "outcome unknown";
  lines.push(`trace ${trace.id}: ${trace.steps.length} steps, ${outcome}`);
  if (attribution.verdict?.reason) {
    lines.push(`not attributable: ${attribution.verdict.reason}`);
    return lines;
  }
  if (trace.steps.length === 0) return lines;
  const internals = compute(sane(trace), options);
  lines.push(`signals: ${internals.ctx.structured ? "structured" : ""}${internals.ctx.structured && internals.ctx.prose ? " + " : ""}${internals.ctx.prose ? "prose" : ""}`);
  if (trace.success === true) lines.push(`passed run: only findings with confidence >= ${options.passedMinConfidence ?? 0.8} are kept`);
  lines.push(`findings: ${internals.findings.length}`);
  for (const f of internals.findings.slice(0, 20)) lines.push(`  ${f.mode} step ${f.step}${f.agent ? ` (${f.agent})` : ""} ${f.detector} confidence ${f.confidence}: ${f.message}`);
  lines.push("fusion: log-odds = 0.5 \xD7 logit(MAST prevalence) [once per mode] + \u03A3 weight \xD7 logit(confidence) [weights 1, 1/2, 1/4 \u2026 strongest first]");
  for (const m of internals.fused) {
    const terms2 = m.terms.map((t) => `${t.weight === 1 ? "" : `${t.weight}\xD7`}(${fmt(t.llr)}) [${t.label}]`).join(" + ");
    lines.push(`  ${m.mode}: ${fmt(m.priorLogOdds)} + ${terms2} = ${fmt(m.logOdds)} \u2192 p = ${m.probability.toFixed(3)}`);
  }
  if (trace.success !== true) {
    const model = options.prior ?? PRIOR;
    const weights = FEATURES.filter((k) => (model.weights[k] ?? 0) !== 0).map((k) => `${model.weights[k]} \xD7 ${k}`);
    lines.push(
      `step choice: score = ${weights.join(" + ")} (rules/prior.json${model.pull === null ? ": the hand rules, which no learned weighting beat held out" : `, trained with pull ${model.pull}`}); locator = its rules below, findings = ${FINDING_STEP_WEIGHT} \xD7 max(0, logit(confidence)) of the findings at the step`
    );
    const ranked = [...internals.steps].sort((a, b) => b.total - a.total).slice(0, 5);
    for (const s of ranked) {
      const v2 = internals.ctx.views[s.prior.pos];
      const symptoms = internals.explained.get(s.prior.pos);
      const parts = [
        ...s.prior.reasons,
        ...s.findingBoost > 0 ? [`+${s.findingBoost.toFixed(2)} findings`] : [],
        ...symptoms ? [`including those of step ${symptoms.slice(0, 3).join(", ")}, a later failure on the record it misread`] : []
      ];
      lines.push(`  step ${v2.step.index}${v2.agent ? ` (${v2.agent})` : ""}: ${fmt(s.total)} = ${parts.join("; ") || "0"}`);
      if (s.features) {
        const t = terms(s.features, model).map((x) => `${x.weight} \xD7 ${x.feature} ${fmt(x.value)}`);
        lines.push(`    prior terms: ${t.join(" + ") || "none"}`);
      }
    }
  }
  const v = attribution.verdict;
  if (v?.candidates?.length) {
    const cal = options.calibration ?? CALIBRATION;
    lines.push(`candidates: p(first) = \u03C3(${fmt(cal.top.bias)} + ${cal.top.lead} \xD7 lead over the second [capped at 5]); the others share the rest by softmax(score / ${cal.temperature}) (rules/calibration.json)`);
    lines.push(`  ${v.candidates.map((c) => `step ${c.step}${c.agent ? ` (${c.agent})` : ""} p ${c.p.toFixed(2)}`).join(", ")}`);
    if (v.set) lines.push(`  ${Math.round(cal.level * 100)}% set (cumulative p \u2265 ${cal.setThreshold}): steps ${v.set.slice(0, 20).join(", ")}${v.set.length > 20 ? ` \u2026 (${v.set.length})` : ""}`);
    const unsure = shortList(v);
    if (unsure) lines.push(`  ${unsure}`);
  }
  if (v) lines.push(`verdict: ${v.mode ?? "no mode"} at step ${v.step ?? "-"} by ${v.agent ?? "-"}, confidence ${v.confidence}${v.source === "rules+judge" ? " (rules + LLM judge)" : ""}`);
  else lines.push("verdict: none (no failure to attribute)");
  lines.push(`max step blame ${attribution.maxBlame}`);
  return lines;
}
function fmt(x) {
  return `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;
}

// src/attribution/step-keys.ts
var MAX_KEYS_A_STEP = 64;
var TEXT_MAX = 2e5;
var KEY = /[\w.+-]+@[\w-]+\.[\w.-]+|#?\b[A-Za-z]{0,6}[-_]?\d{4,}[A-Za-z0-9]*\b/g;
function keysOf(text) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text.slice(0, TEXT_MAX).matchAll(KEY)) {
    out.add(m[0].replace(/^#/, "").toLowerCase());
    if (out.size >= MAX_KEYS_A_STEP) break;
  }
  return out;
}
function factText(s) {
  return [asText(s.output), s.error ?? ""].filter(Boolean).join("\n");
}
function useText(s) {
  const calls = (s.toolCalls ?? []).map((c) => asText(c.arguments)).join("\n");
  const said = s.kind === "observation" || s.kind === "retrieval" || s.kind === "tool_call" || s.kind === "prompt" ? "" : asText(s.output);
  return [asText(s.input), calls, s.thought ?? "", said].filter(Boolean).join("\n");
}
function wholeText(s) {
  return [s.name ?? "", useText(s), factText(s)].filter(Boolean).join("\n").slice(0, TEXT_MAX);
}

// src/attribution/counterfactual.ts
var MAX_CANDIDATES2 = 8;
function downstream(trace, pos) {
  const carried = new Set(keysOf(factText(trace.steps[pos])));
  const out = [];
  if (carried.size === 0) return out;
  for (let j = pos + 1; j < trace.steps.length; j++) {
    const s = trace.steps[j];
    const uses = keysOf(useText(s));
    if ([...uses].some((k) => carried.has(k))) {
      out.push(j);
      for (const k of keysOf(factText(s))) carried.add(k);
    }
  }
  return out;
}
function without(trace, positions) {
  return { ...trace, steps: trace.steps.filter((_, i) => !positions.has(i)) };
}
function intervene(trace, positions) {
  const a = attribute(without(trace, new Set(positions)));
  return {
    removed: positions.map((p) => trace.steps[p].index),
    signals: a.findings.length,
    modes: [...new Set(a.findings.map((f) => f.mode))],
    verdict: a.verdict ? { mode: a.verdict.mode, step: a.verdict.step } : null
  };
}
function candidatesOf(attribution, hidden) {
  const out = /* @__PURE__ */ new Map();
  const v = attribution.verdict;
  if (v?.step !== null && v?.step !== void 0) out.set(v.step, { step: v.step, why: ["verdict"], agent: v.agent });
  const findings = [...attribution.findings, ...hidden.findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
  for (const f of findings) {
    const c = out.get(f.step) ?? { step: f.step, why: [], agent: f.agent ?? null };
    if (!c.why.includes(f.mode)) c.why.push(f.mode);
    out.set(f.step, c);
    if (out.size >= MAX_CANDIDATES2) break;
  }
  return [...out.values()];
}
function counterfactual(trace, base = attribute(trace)) {
  const posOf = new Map(trace.steps.map((s, i) => [s.index, i]));
  const hidden = { ...trace, success: null };
  const signals = attribute(hidden);
  const candidates = [];
  for (const c of candidatesOf(base, signals)) {
    const pos = posOf.get(c.step);
    if (pos === void 0) continue;
    const removed = intervene(hidden, [pos]);
    const masked = intervene(hidden, [pos, ...downstream(trace, pos)]);
    const role = signals.findings.length === 0 ? "unclear" : removed.signals === 0 || masked.signals === 0 ? "root cause" : "symptom";
    candidates.push({ step: c.step, agent: c.agent, why: c.why, removed, masked, role });
  }
  const v = base.verdict;
  return {
    id: trace.id,
    file: trace.origin.file,
    verdict: v ? { mode: v.mode, step: v.step, agent: v.agent } : null,
    signals: signals.findings.length,
    candidates,
    rootCause: rerank(v?.step ?? null, candidates)
  };
}
function rerank(verdictStep, candidates) {
  const mine = candidates.find((c) => c.step === verdictStep);
  if (!mine || mine.role !== "symptom") return verdictStep;
  const roots = candidates.filter((c) => c.role === "root cause" && verdictStep !== null && c.step < verdictStep).sort((a, b) => a.step - b.step);
  return roots[0]?.step ?? verdictStep;
}
function counterfactualRows(r) {
  return r.candidates.map((c) => ({
    step: c.step,
    role: c.role,
    detail: `${c.removed.signals} of ${r.signals} signals left; with ${c.masked.removed.length - 1} downstream step${c.masked.removed.length === 2 ? "" : "s"} masked too: ${c.masked.signals}`
  }));
}
function counterfactualText(r) {
  const v = r.verdict;
  const lines = [`${r.file} [${r.id}]: verdict ${v ? `${v.mode ?? "no mode"} at step ${v.step ?? "-"}${v.agent ? ` by ${v.agent}` : ""}` : "none"}; ${r.signals} failure signal${r.signals === 1 ? "" : "s"}`];
  for (const c of r.candidates) {
    const ds = c.masked.removed.slice(1);
    lines.push(
      `  step ${c.step}${c.agent ? ` (${c.agent})` : ""} [${c.why.join(", ")}]: ${c.role.toUpperCase()} \u2014 removed: ${c.removed.signals} signal${c.removed.signals === 1 ? "" : "s"} left${c.removed.modes.length ? ` (${c.removed.modes.join(", ")})` : ""}; with downstream ${ds.length ? `step${ds.length === 1 ? "" : "s"} ${ds.slice(0, 8).join(", ")}${ds.length > 8 ? " \u2026" : ""}` : "(none)"} masked: ${c.masked.signals} left`
    );
  }
  if (r.candidates.length === 0) lines.push("  no candidate step (nothing was attributed)");
  if (r.rootCause !== null && r.rootCause !== v?.step) lines.push(`  counterfactual root cause: step ${r.rootCause} (the verdict's step ${v?.step} is a symptom of it)`);
  return `${lines.join("\n")}
`;
}

// src/results/trace-result.ts
function baseResult(trace) {
  const agents = /* @__PURE__ */ new Set();
  const errors = [];
  for (const step of trace.steps) {
    if (step.agent) agents.add(step.agent);
    const message = step.error ?? (step.kind === "error" ? String(step.output ?? step.name ?? "error") : void 0);
    if (message !== void 0 && message !== "") {
      errors.push({
        step: step.index,
        kind: step.kind,
        ...step.agent ? { agent: step.agent } : {},
        ...step.name ? { name: step.name } : {},
        // Clipped later, after redaction (results/compact.ts).
        message
      });
    }
  }
  return {
    id: trace.id,
    file: trace.origin.file,
    ...trace.origin.line ? { line: trace.origin.line } : {},
    format: trace.origin.format,
    task: trace.task,
    success: trace.success,
    steps: trace.steps.length,
    agents: [...agents],
    errors
  };
}
function goneResult(g) {
  return {
    id: g.id,
    file: g.file,
    format: g.format,
    task: "",
    success: null,
    steps: 0,
    agents: [],
    errors: [],
    integrity: { verdict: "tampered", step: null, algorithm: g.algorithm, reason: g.reason },
    untrusted: true
  };
}

// src/results/step-sites.ts
function stepSites(trace, result) {
  const wanted = /* @__PURE__ */ new Set();
  for (const f of result.findings ?? []) wanted.add(f.step);
  if (result.verdict?.step !== null && result.verdict?.step !== void 0) wanted.add(result.verdict.step);
  const sites = [];
  trace.steps.forEach((s, position) => {
    if (!wanted.has(s.index)) return;
    const site = { step: s.index, position };
    if (s.name) site.name = s.name;
    if (s.code) site.code = s.code;
    if (s.spanId) site.spanId = s.spanId;
    const frames = s.error ? parseStackFrames(s.error).slice(0, 20) : [];
    if (frames.length) site.frames = frames;
    sites.push(site);
  });
  return sites;
}

// src/results/compact.ts
var DEFAULT_LIMITS = { blameSteps: 3, minBlame: 0.05, findings: 6, evidence: 3, quoteChars: 300, errors: 20, errorChars: 2e3, taskChars: 1e3 };
function clip(text, max, total = text.length) {
  if (text.length <= max) return text;
  const kept = sliceWhole(text, 0, max);
  return `${kept}\u2026 [${Math.max(total, text.length) - kept.length} more characters]`;
}
var REDACTION_SLACK = 16 * 1024;
function preclipResult(result, limits = DEFAULT_LIMITS) {
  const lengths = {};
  const cut = (text, max) => sliceWhole(text, 0, max + REDACTION_SLACK);
  let out;
  if (result.task.length > limits.taskChars + REDACTION_SLACK) {
    out = { ...result, task: cut(result.task, limits.taskChars) };
    lengths.task = result.task.length;
  }
  if (result.errors.some((e) => e.message.length > limits.errorChars + REDACTION_SLACK)) {
    lengths.errors = result.errors.map((e) => e.message.length > limits.errorChars + REDACTION_SLACK ? e.message.length : void 0);
    (out ??= { ...result }).errors = result.errors.map((e) => e.message.length > limits.errorChars + REDACTION_SLACK ? { ...e, message: cut(e.message, limits.errorChars) } : e);
  }
  return { result: out ?? result, lengths };
}
function clipQuotes(list, limits) {
  if (list.every((e) => e.quote.length <= limits.quoteChars)) return list;
  return list.map((e) => e.quote.length > limits.quoteChars ? { ...e, quote: clip(e.quote, limits.quoteChars) } : e);
}
function topBlame(blame, n, min = 0) {
  if (blame.length <= n && blame.every((b) => b.blame >= min)) return blame;
  return blame.filter((b) => b.blame >= min).sort((a, b) => b.blame - a.blame || a.step - b.step).slice(0, n).sort((a, b) => a.step - b.step);
}
function mostConfident(findings, n) {
  if (findings.length <= n) return findings;
  const keep = new Set(
    findings.map((f, i) => ({ f, i })).sort((a, b) => b.f.confidence - a.f.confidence || a.i - b.i).slice(0, n).map((x) => x.i)
  );
  return findings.filter((_, i) => keep.has(i));
}
function trimResult(result, limits = DEFAULT_LIMITS) {
  const out = { ...result };
  if (out.errors.length > limits.errors) out.errors = out.errors.slice(0, limits.errors);
  if (out.blame) out.blame = topBlame(out.blame, limits.blameSteps, limits.minBlame);
  if (out.findings) {
    out.findings = mostConfident(out.findings, limits.findings).map((f) => {
      const evidence = f.evidence.length > limits.evidence ? f.evidence.slice(0, limits.evidence) : f.evidence;
      return evidence === f.evidence ? f : { ...f, evidence };
    });
  }
  if (out.verdict && out.verdict.evidence.length > limits.evidence) out.verdict = { ...out.verdict, evidence: out.verdict.evidence.slice(0, limits.evidence) };
  if (out.sites && out.sites.length > 0) {
    const named = /* @__PURE__ */ new Set();
    for (const f of out.findings ?? []) named.add(f.step);
    if (out.verdict && out.verdict.step !== null) named.add(out.verdict.step);
    const sites = out.sites.filter((s) => named.has(s.step));
    if (sites.length !== out.sites.length) out.sites = sites;
  }
  return out;
}
function clipResult(result, limits = DEFAULT_LIMITS, lengths = {}) {
  let out;
  const edit = () => out ??= { ...result };
  if (result.task.length > limits.taskChars) edit().task = clip(result.task, limits.taskChars, lengths.task);
  if (result.errors.some((e) => e.message.length > limits.errorChars))
    edit().errors = result.errors.map((e, i) => e.message.length > limits.errorChars ? { ...e, message: clip(e.message, limits.errorChars, lengths.errors?.[i]) } : e);
  const long = (e) => e.quote.length > limits.quoteChars;
  if (result.findings?.some((f) => f.evidence.some(long))) edit().findings = result.findings.map((f) => f.evidence.some(long) ? { ...f, evidence: clipQuotes(f.evidence, limits) } : f);
  if (result.verdict) {
    const evidence = clipQuotes(result.verdict.evidence, limits);
    if (evidence !== result.verdict.evidence) edit().verdict = { ...result.verdict, evidence };
  }
  return out ?? result;
}

// src/results/analyze-trace.ts
var cachedKey = null;
var cachedLedger = null;
function verifyOptions(options) {
  const out = {};
  if (options.signingKey) {
    if (cachedKey?.text !== options.signingKey) cachedKey = { text: options.signingKey, key: parseKey(options.signingKey, "signing-key") };
    out.key = cachedKey.key;
  }
  if (options.ledgerText !== void 0) {
    if (cachedLedger?.text !== options.ledgerText) cachedLedger = { text: options.ledgerText, index: parseLedger(options.ledgerText) };
    out.ledger = cachedLedger.index;
  }
  return out;
}
function verification(trace, options, sidecar) {
  const opts = verifyOptions(options);
  const entry = sidecar ? sidecarBlockFor(sidecar, trace.origin.position ?? 0, trace.id) : void 0;
  if (entry && "error" in entry) return { verdict: "tampered", step: null, algorithm: null, reason: entry.error };
  return verifyTrace(trace, opts, entry?.block);
}
function analyzeTrace(trace, options, sidecar = null, limits = DEFAULT_LIMITS) {
  return resultOf(trace, attribute(trace), options, sidecar, limits);
}
function resultOf(trace, attribution, options, sidecar = null, limits = DEFAULT_LIMITS) {
  const result = Object.assign(baseResult(trace), attribution);
  if (options.explain) {
    result.explanation = explain(trace, attribution);
    if (trace.success === false && attribution.verdict) result.explanation.push("counterfactual:", ...counterfactualText(counterfactual(trace, attribution)).trimEnd().split("\n"));
  }
  const signature = trace.success === false ? verdictSignature(trace, attribution.verdict) : void 0;
  if (signature) result.signature = signature;
  const sites = stepSites(trace, result);
  if (sites.length > 0) result.sites = sites;
  if (options.integrity !== "off") {
    const v = verification(trace, options, sidecar);
    const integrity = { verdict: v.verdict, step: v.step, algorithm: v.algorithm };
    if (v.reason) integrity.reason = v.reason;
    result.integrity = integrity;
    if (isUntrusted(v.verdict)) result.untrusted = true;
  }
  const known = options.signingKey ? [options.signingKey, ...options.secrets ?? []] : options.secrets ?? [];
  const pre = preclipResult(trimResult(result, limits), limits);
  return clipResult(redactDeep(pre.result, known), limits, pre.lengths);
}

export {
  shortList,
  goneResult,
  TEXT_MAX,
  keysOf,
  factText,
  useText,
  wholeText,
  counterfactual,
  counterfactualRows,
  counterfactualText,
  analyzeTrace
};
