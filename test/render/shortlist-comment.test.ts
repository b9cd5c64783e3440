// The PR comment says when the top candidate is unsure and shows the short list instead of
// one confident step (issue 16); a sure verdict reads as before.
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { renderMarkdownReport } from "../../src/render/markdown.js";
import { failedTrace, runResult } from "../support/builders.js";

// What a reader sees: the comment rendered as GitHub would, tags dropped.
const seen = (md: string) => new MarkdownIt({ html: true }).render(md).replace(/<[^>]+>/g, "");
const gate = { status: "fail" as const, reasons: ["1 of 1 traces failed (fail-on: any)"] };

function withCandidates(p: number) {
  const t = failedTrace(0);
  return failedTrace(0, {
    verdict: {
      ...t.verdict!,
      step: 4,
      candidates: [
        { step: 4, agent: "booker", p },
        { step: 8, agent: "planner", p: (1 - p) / 2 },
        { step: 12, agent: "booker", p: (1 - p) / 4 },
      ],
      set: [4, 8, 12],
    },
  });
}

describe("PR comment: the short list when the evidence is weak", () => {
  it("an unsure first candidate shows 'look at steps 4, 8 or 12 first'", () => {
    const md = renderMarkdownReport({ gate, category: "blamegate", result: runResult([withCandidates(0.32)]) });
    expect(seen(md)).toContain("the evidence is weak (p 0.32 for step 4): look at steps 4, 8 or 12 first");
  });

  it("a sure one does not", () => {
    const md = renderMarkdownReport({ gate, category: "blamegate", result: runResult([withCandidates(0.8)]) });
    expect(seen(md)).not.toContain("the evidence is weak");
  });
});
