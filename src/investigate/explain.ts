// `blamegate explain FM-x.y`: everything the project knows about one MAST mode, read from the one
// place it is written (rules/mast.json via attribution/taxonomy.ts) and from the detectors' own metadata, so
// the explainer cannot say something the engine does not do.
import { DETECTORS, type Detector } from "../attribution/detectors/index.js";
import { categorySpec, modeSpec, taxonomy, type ModeSpec } from "../attribution/taxonomy.js";
import { MODE_IDS, type ModeId } from "../attribution/model.js";

export interface ModeExplanation {
  id: ModeId;
  name: string;
  category: { id: ModeSpec["category"]; name: string; prevalence: number };
  definition: string;
  /** Share of all failure flags in the MAST dataset, percent. */
  prevalence: number;
  /** 1 = the most common of the 14 modes. */
  rank: number;
  detectors: { name: string; serves: Detector["serves"]; maxConfidence: number; alsoReports: ModeId[] }[];
  fixes: { text: string; evidence?: string }[];
  source: { title: string; url: string };
}

/** "FM-1.3", "fm-1.3", "1.3" → "FM-1.3"; null when it names no mode. */
export function parseModeId(text: string): ModeId | null {
  const m = /^(?:fm-?)?(\d)\.(\d)$/i.exec(text.trim());
  if (!m) return null;
  const id = `FM-${m[1]}.${m[2]}`;
  return (MODE_IDS as readonly string[]).includes(id) ? (id as ModeId) : null;
}

export function explainMode(id: ModeId, detectors: readonly Detector[] = DETECTORS): ModeExplanation {
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
    fixes: m.fixes.map((f) => ({ text: f.text, ...(f.evidence ? { evidence: f.evidence } : {}) })),
    source: { title: taxonomy().source.title, url: taxonomy().source.url },
  };
}

const SERVES: Record<Detector["serves"], string> = {
  structured: "tool-call traces",
  prose: "conversation traces",
  both: "every trace",
};

export function explanationText(e: ModeExplanation): string {
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
    ...e.fixes.flatMap((f) => [`  - ${f.text}`, ...(f.evidence ? [`    published effect: ${f.evidence}`] : [])]),
    "",
    `source: ${e.source.title} ${e.source.url}`,
  ];
  return `${lines.join("\n")}\n`;
}

/** The one-line-a-mode list `blamegate explain` prints without an argument. */
export function modeListText(): string {
  const rows = taxonomy().modes.map((m) => `  ${m.id}  ${m.name.padEnd(44)} ${String(m.prevalence).padStart(5)}%  ${m.category}`);
  return `MAST failure modes (share of failure flags):\n${rows.join("\n")}\n\nblamegate explain FM-x.y for one mode's definition, detectors and fixes.\n`;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${s}`;
}
