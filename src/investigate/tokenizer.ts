// Token counts for the context budget. The real one is OpenAI's cl100k_base BPE (GPT-4,
// GPT-3.5) through js-tiktoken, a port of tiktoken; its large table of ranks is imported only
// here, so only `blamegate context` loads it (esbuild puts it in a chunk of its own). cl100k_base
// rather than o200k_base (GPT-4o) because its ranks are half the size, and the budget is a
// question of which facts fall out, which the two encodings' small difference in counts rarely
// changes.
// The estimate (4 characters a token, OpenAI's rule of thumb for English) needs no data.

export interface TokenCounter {
  name: string;
  count(text: string): number;
  /** The first `n` tokens of the text, as text. */
  head(text: string, n: number): string;
}

export const ESTIMATE: TokenCounter = {
  name: "estimate (4 characters a token)",
  count: (text) => Math.ceil(text.length / 4),
  head: (text, n) => text.slice(0, n * 4),
};

let cached: Promise<TokenCounter> | undefined;

export function cl100k(): Promise<TokenCounter> {
  cached ??= (async () => {
    const [{ Tiktoken }, { default: ranks }] = await Promise.all([import("js-tiktoken/lite"), import("js-tiktoken/ranks/cl100k_base")]);
    const enc = new Tiktoken(ranks);
    return {
      name: "cl100k_base",
      // Special-token text in a trace is counted as ordinary text, never refused.
      count: (text: string) => enc.encode(text, [], []).length,
      head: (text: string, n: number) => enc.decode(enc.encode(text, [], []).slice(0, n)),
    };
  })();
  return cached;
}
