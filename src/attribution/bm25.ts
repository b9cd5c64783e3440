// BM25 relevance of retrieved chunks to a query, without embeddings. The score is normalised
// by the query's own best case (every query term present once in an average-length chunk),
// so it reads as a health in [0, 1] whatever the corpus size.
import { tokens } from "./text.js";

const K1 = 1.2;
const B = 0.75;

export function bm25Relevance(query: string, chunks: readonly string[]): number {
  const q = [...new Set(tokens(query, 64))];
  const docs = chunks.slice(0, 200).map((c) => tokens(c, 2000));
  if (q.length === 0 || docs.length === 0 || docs.every((d) => d.length === 0)) return 0;
  const N = docs.length;
  const avgdl = docs.reduce((s, d) => s + d.length, 0) / N || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  // IDF floor keeps a term that appears in every chunk worth something (small corpora).
  const idf = (t: string) => Math.max(0.2, Math.log(1 + (N - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5)));
  // Best case: each query term once, in one chunk of average length, found in that chunk only.
  const ideal = q.length * Math.max(0.2, Math.log(1 + (N - 1 + 0.5) / 1.5));
  let best = 0;
  for (const d of docs) {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let s = 0;
    for (const t of q) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      s += idf(t) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgdl)));
    }
    best = Math.max(best, s);
  }
  // Coverage of the query terms matters more than raw weight: blend both, capped at 1.
  const covered = q.filter((t) => docs.some((d) => d.includes(t))).length / q.length;
  // Half the query's terms, well matched, is already a relevant chunk (questions carry filler
  // words like "key" or "explain"), so the raw relevance is scaled to reach 1 there.
  return Math.min(1, (0.5 * Math.min(1, best / ideal) + 0.5 * covered) / 0.6);
}
