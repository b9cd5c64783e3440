// Where a PR run left the path its base run took: a global alignment (Needleman–Wunsch) of the
// two runs' actions, then the first column that is not the same action with the same arguments.
// Runs too long to align in bounded memory are compared action by action from the start.
import { actionKey, describeAction, type Action } from "./actions.js";

export type Column = { pr: Action | null; base: Action | null };

const MATCH = 2;
const SAME_ARGS = 1;
const MISMATCH = -1;
const GAP = -1;
/** Cells of the score table at most: 4M cells is 16 MB of Int32. */
const MAX_CELLS = 4_000_000;

function sameArgs(a: Action, b: Action): boolean {
  if (a.args.size !== b.args.size) return false;
  for (const [k, v] of a.args) if (b.args.get(k) !== v) return false;
  return true;
}

function score(a: Action, b: Action): number {
  if (actionKey(a) !== actionKey(b)) return MISMATCH;
  return MATCH + (sameArgs(a, b) ? SAME_ARGS : 0);
}

export function align(pr: Action[], base: Action[]): Column[] {
  const n = pr.length;
  const m = base.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    const out: Column[] = [];
    for (let i = 0; i < Math.max(n, m); i++) out.push({ pr: pr[i] ?? null, base: base[i] ?? null });
    return out;
  }
  const w = m + 1;
  const table = new Int32Array((n + 1) * w);
  for (let i = 1; i <= n; i++) table[i * w] = i * GAP;
  for (let j = 1; j <= m; j++) table[j] = j * GAP;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diag = table[(i - 1) * w + j - 1]! + score(pr[i - 1]!, base[j - 1]!);
      const up = table[(i - 1) * w + j]! + GAP;
      const left = table[i * w + j - 1]! + GAP;
      table[i * w + j] = Math.max(diag, up, left);
    }
  }
  const cols: Column[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && table[i * w + j] === table[(i - 1) * w + j - 1]! + score(pr[i - 1]!, base[j - 1]!)) {
      cols.push({ pr: pr[i - 1]!, base: base[j - 1]! });
      i--;
      j--;
    } else if (i > 0 && table[i * w + j] === table[(i - 1) * w + j]! + GAP) {
      cols.push({ pr: pr[i - 1]!, base: null });
      i--;
    } else {
      cols.push({ pr: null, base: base[j - 1]! });
      j--;
    }
  }
  return cols.reverse();
}

export interface DivergencePoint {
  step: number | null;
  baseStep: number | null;
  summary: string;
}

function argDifference(pr: Action, base: Action): string {
  for (const [k, v] of pr.args) {
    const b = base.args.get(k);
    if (b !== v) return b === undefined ? `with \`${k}=${v}\`, an argument the base did not pass` : `with \`${k ? `${k}=` : ""}${v}\` where the base called it with \`${b}\``;
  }
  for (const k of base.args.keys()) if (!pr.args.has(k)) return `without \`${k}\`, which the base passed`;
  return "with other arguments";
}

/** The earliest material divergence, or null when the PR run took the base run's path. */
export function firstDivergence(pr: Action[], base: Action[]): DivergencePoint | null {
  const cols = align(pr, base);
  for (let c = 0; c < cols.length; c++) {
    const { pr: a, base: b } = cols[c]!;
    if (a && b) {
      if (actionKey(a) === actionKey(b)) {
        if (sameArgs(a, b)) continue;
        return { step: a.step, baseStep: b.step, summary: `step ${a.step} called ${describeAction(a)} ${argDifference(a, b)} (base step ${b.step})` };
      }
      return { step: a.step, baseStep: b.step, summary: `step ${a.step} did ${describeAction(a)} where the base did ${describeAction(b)} at step ${b.step}` };
    }
    if (b) {
      // The PR run skipped something: name the PR step it went on to, if any.
      const next = cols.slice(c + 1).find((x) => x.pr)?.pr ?? null;
      return {
        step: next?.step ?? null,
        baseStep: b.step,
        summary: `skipped ${describeAction(b)}, which the base ran at step ${b.step}${next ? ` (went on to step ${next.step}, ${describeAction(next)})` : " (the PR run ended there)"}`,
      };
    }
    return { step: a!.step, baseStep: null, summary: `step ${a!.step} did ${describeAction(a!)}, which the base run never did at this point` };
  }
  return null;
}
