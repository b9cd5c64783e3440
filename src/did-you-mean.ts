// The nearest known name to a mistyped one, for messages about flags, verbs and settings.

/** Edit distance (insertions, deletions, substitutions), for short words. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** " (did you mean --x?)" when one known word is close to `given`, else "". */
export function didYouMean(given: string, known: readonly string[], prefix = "--"): string {
  const word = given.replace(/^-+/, "").split("=")[0]!;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = distance(word, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  // Close means a typo or two, relative to the word's length.
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? ` (did you mean ${prefix}${best}?)` : "";
}
