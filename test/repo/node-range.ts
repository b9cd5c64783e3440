// Enough of npm's semver ranges to read `engines.node` fields: || alternatives of space-joined
// comparators (>=, >, <=, <, =), caret, tilde, x-ranges and bare versions.
type V = [number, number, number];

function parse(v: string): { v: V; wild: number } {
  const parts = v.replace(/^v/, "").split(".");
  let wild = 3;
  const nums = [0, 0, 0].map((_, i) => {
    const p = parts[i];
    if (p === undefined || p === "x" || p === "X" || p === "*") {
      wild = Math.min(wild, i);
      return 0;
    }
    return Number.parseInt(p, 10);
  }) as V;
  return { v: nums, wild };
}

const cmp = (a: V, b: V): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const bump = (v: V, at: number): V => (at === 0 ? [v[0] + 1, 0, 0] : at === 1 ? [v[0], v[1] + 1, 0] : [v[0], v[1], v[2] + 1]);

function comparator(c: string, x: V): boolean {
  const m = /^(>=|<=|>|<|=|\^|~)?\s*(.+)$/.exec(c);
  if (!m) throw new Error(`not a version comparator: ${c}`);
  const op = m[1] ?? "";
  const { v, wild } = parse(m[2]!);
  if (wild === 0) return true;
  switch (op) {
    case ">=":
      return cmp(x, v) >= 0;
    case ">":
      return wild < 3 ? cmp(x, bump(v, wild - 1)) >= 0 : cmp(x, v) > 0;
    case "<=":
      return wild < 3 ? cmp(x, bump(v, wild - 1)) < 0 : cmp(x, v) <= 0;
    case "<":
      return cmp(x, v) < 0;
    case "^": {
      const at = v[0] > 0 || wild === 1 ? 0 : v[1] > 0 || wild === 2 ? 1 : 2;
      return cmp(x, v) >= 0 && cmp(x, bump(v, at)) < 0;
    }
    case "~":
      return cmp(x, v) >= 0 && cmp(x, bump(v, wild === 1 ? 0 : 1)) < 0;
    default:
      return wild < 3 ? cmp(x, v) >= 0 && cmp(x, bump(v, wild - 1)) < 0 : cmp(x, v) === 0;
  }
}

/** Does `version` satisfy the npm range `range`? */
export function satisfies(version: string, range: string): boolean {
  const x = parse(version).v;
  return range.split("||").some((alt) => {
    const comps = alt
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean);
    return comps.length === 0 || comps.every((c) => comparator(c, x));
  });
}

/** The lowest major version of Node a `>=N` (or `>=N.x.y`) range allows. */
export function minimumMajor(range: string): number {
  const m = /^>=\s*(\d+)(?:\.\d+){0,2}$/.exec(range.trim());
  if (!m) throw new Error(`engines.node should read ">=N": ${range}`);
  return Number(m[1]);
}
