import {
  DETECTORS
} from "./chunk-22VN376E.js";
import {
  categorySpec,
  modeSpec,
  taxonomy
} from "./chunk-JR3VQ5HG.js";
import {
  defineVerb
} from "./chunk-XMZDHVEO.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-KR66X3FU.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import {
  MODE_IDS
} from "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/investigate/explain.ts
function parseModeId(text) {
  const m = /^(?:fm-?)?(\d)\.(\d)$/i.exec(text.trim());
  if (!m) return null;
  const id = `FM-${m[1]}.${m[2]}`;
  return MODE_IDS.includes(id) ? id : null;
}
function explainMode(id, detectors = DETECTORS) {
  const m = modeSpec(id);
  const c = categorySpec(m.category);
  const byShare = [...taxonomy().modes].sort((a, b) => b.prevalence - a.prevalence);
  return {
    id,
    name: m.name,
    category: { id: c.id, name: c.name, prevalence: c.prevalence },
    definition: m.definition,
    prevalence: m.prevalence,
    rank: byShare.findIndex((x) => x.id === id) + 1,
    detectors: detectors.filter((d) => d.modes.includes(id)).map((d) => ({ name: d.name, serves: d.serves, maxConfidence: d.maxConfidence, alsoReports: d.modes.filter((x) => x !== id) })),
    fixes: m.fixes.map((f) => ({ text: f.text, ...f.evidence ? { evidence: f.evidence } : {} })),
    source: { title: taxonomy().source.title, url: taxonomy().source.url }
  };
}
var SERVES = {
  structured: "tool-call traces",
  prose: "conversation traces",
  both: "every trace"
};
function explanationText(e) {
  const lines = [
    `${e.id} ${e.name}`,
    `category: ${e.category.id} ${e.category.name} (${e.category.prevalence}% of failure flags)`,
    "",
    e.definition,
    "",
    `published share: ${e.prevalence}% of failure flags in MAST, ${ordinal(e.rank)} most common of ${MODE_IDS.length} modes`,
    "",
    `detectors (${e.detectors.length}):`,
    ...e.detectors.map((d) => `  ${d.name}: ${SERVES[d.serves]}, confidence up to ${d.maxConfidence}${d.alsoReports.length ? `; also reports ${d.alsoReports.join(", ")}` : ""}`),
    "",
    "fixes:",
    ...e.fixes.flatMap((f) => [`  - ${f.text}`, ...f.evidence ? [`    published effect: ${f.evidence}`] : []]),
    "",
    `source: ${e.source.title} ${e.source.url}`
  ];
  return `${lines.join("\n")}
`;
}
function modeListText() {
  const rows = taxonomy().modes.map((m) => `  ${m.id}  ${m.name.padEnd(44)} ${String(m.prevalence).padStart(5)}%  ${m.category}`);
  return `MAST failure modes (share of failure flags):
${rows.join("\n")}

blamegate explain FM-x.y for one mode's definition, detectors and fixes.
`;
}
function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th";
  return `${n}${s}`;
}

// src/cli/explain.ts
var FLAGS = [{ name: "json", type: "boolean", description: "one JSON object" }];
var verb = defineVerb({
  name: "explain",
  synopsis: "[FM-x.y] [--json]",
  about: `Prints a MAST failure mode's definition, its share of failures in the published dataset, the
detectors that report it and the fixes with their published effects. Without a mode, lists them.`,
  flags: FLAGS,
  positionals: "any",
  run: explain
});
var run = verb.main;
async function explain({ values, positionals }, io) {
  if (positionals.length === 0) {
    io.stdout(
      values.json ? `${JSON.stringify(
        taxonomy().modes.map((m) => explainMode(m.id)),
        null,
        2
      )}
` : modeListText()
    );
    return EXIT.ok;
  }
  const out = [];
  for (const arg of positionals) {
    const id = parseModeId(arg);
    if (!id) {
      io.stderr(`blamegate explain: '${arg}' is not a MAST mode (FM-1.1 \u2026 FM-1.5, FM-2.1 \u2026 FM-2.6, FM-3.1 \u2026 FM-3.3)
`);
      return EXIT.usage;
    }
    out.push(explainMode(id));
  }
  io.stdout(values.json ? `${JSON.stringify(out.length === 1 ? out[0] : out, null, 2)}
` : out.map(explanationText).join("\n"));
  return EXIT.ok;
}
export {
  run,
  verb
};
