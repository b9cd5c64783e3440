// Cuts never halve a surrogate pair: a lone surrogate is not text (JSON tools, GitHub's API and
// markdown renderers reject or mangle it), and trace text can put an emoji at any boundary.
import { describe, expect, it } from "vitest";
import { analyzeTrace } from "../../src/results/analyze-trace.js";
import { importChat } from "../../src/trace/import/chat.js";
import { quote } from "../../src/attribution/text.js";
import { cleanText, mdCodeBlock, mdInline } from "../../src/untrusted/sanitize.js";

const wellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe("no lone surrogates", () => {
  it("in a result whose task, errors and quotes are cut at every parity", () => {
    for (const pad of ["", "a"]) {
      const text = pad + "😀".repeat(3000);
      const trace = importChat(
        {
          task_id: `s${pad}`,
          reward: 0,
          messages: [
            { role: "user", content: text },
            { role: "assistant", content: `${pad}I will now look it up ${text}` },
            { role: "tool", name: "lookup", content: `Error: ${pad}${text}` },
          ],
        },
        { file: "emoji.json" },
      );
      // JSON.stringify escapes a lone surrogate (as \ud83d), so the strings are checked as they are.
      const strings: string[] = [];
      JSON.stringify(analyzeTrace(trace, { integrity: "off" }), (_k, v: unknown) => (typeof v === "string" && strings.push(v), v));
      expect(strings.some((s) => s.includes("more characters"))).toBe(true);
      for (const s of strings) expect(wellFormed(s), `pad ${JSON.stringify(pad)}: ${JSON.stringify(s.slice(-40))}`).toBe(true);
    }
  });

  it("in quotes around any position, and in markdown cut to any length", () => {
    const text = "😀".repeat(400);
    for (let at = 0; at < 400; at += 7) for (const max of [9, 10, 159, 160]) expect(wellFormed(quote(text, at, max)), `${at}/${max}`).toBe(true);
    for (let max = 1; max < 12; max++) {
      expect(wellFormed(cleanText(text, { max }))).toBe(true);
      expect(wellFormed(mdInline(`a${text}`, { max }))).toBe(true);
      expect(wellFormed(mdCodeBlock(text, { max }))).toBe(true);
    }
  });
});
