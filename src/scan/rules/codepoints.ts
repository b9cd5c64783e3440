// Characters a reader cannot see but a model reads: zero-width and format characters, Unicode
// tag characters (which can spell out a whole hidden instruction), bidirectional controls
// (Trojan Source, CVE-2021-42574), and C0/C1 control characters. Named for messages, since the
// point of a finding is to show what the eye does not.

const NAMES: Record<number, string> = {
  0x00ad: "SOFT HYPHEN",
  0x034f: "COMBINING GRAPHEME JOINER",
  0x061c: "ARABIC LETTER MARK",
  0x115f: "HANGUL CHOSEONG FILLER",
  0x1160: "HANGUL JUNGSEONG FILLER",
  0x17b4: "KHMER VOWEL INHERENT AQ",
  0x17b5: "KHMER VOWEL INHERENT AA",
  0x180e: "MONGOLIAN VOWEL SEPARATOR",
  0x200b: "ZERO WIDTH SPACE",
  0x200c: "ZERO WIDTH NON-JOINER",
  0x200d: "ZERO WIDTH JOINER",
  0x200e: "LEFT-TO-RIGHT MARK",
  0x200f: "RIGHT-TO-LEFT MARK",
  0x202a: "LEFT-TO-RIGHT EMBEDDING",
  0x202b: "RIGHT-TO-LEFT EMBEDDING",
  0x202c: "POP DIRECTIONAL FORMATTING",
  0x202d: "LEFT-TO-RIGHT OVERRIDE",
  0x202e: "RIGHT-TO-LEFT OVERRIDE",
  0x2060: "WORD JOINER",
  0x2061: "FUNCTION APPLICATION",
  0x2062: "INVISIBLE TIMES",
  0x2063: "INVISIBLE SEPARATOR",
  0x2064: "INVISIBLE PLUS",
  0x2066: "LEFT-TO-RIGHT ISOLATE",
  0x2067: "RIGHT-TO-LEFT ISOLATE",
  0x2068: "FIRST STRONG ISOLATE",
  0x2069: "POP DIRECTIONAL ISOLATE",
  0x3164: "HANGUL FILLER",
  0xfeff: "ZERO WIDTH NO-BREAK SPACE",
  0xffa0: "HALFWIDTH HANGUL FILLER",
};

const BIDI = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

export function isBidiControl(cp: number): boolean {
  return BIDI.has(cp);
}

export function isTag(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}

/** Invisible to a reader, read by a model. Tab, newline and carriage return are ordinary. */
export function isInvisible(cp: number): boolean {
  if (cp in NAMES) return true;
  if (isTag(cp)) return true;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return true; // variation selectors supplement: no glyph of their own
  if (cp < 0x20) return cp !== 0x09 && cp !== 0x0a && cp !== 0x0d;
  return cp === 0x7f || (cp >= 0x80 && cp <= 0x9f);
}

export function codePointName(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  if (NAMES[cp]) return `${hex} ${NAMES[cp]}`;
  if (isTag(cp)) return cp >= 0xe0020 && cp <= 0xe007e ? `${hex} TAG ${JSON.stringify(String.fromCharCode(cp - 0xe0000))}` : `${hex} TAG CONTROL`;
  if (cp >= 0xe0100) return `${hex} VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  return `${hex} CONTROL CHARACTER`;
}

/** The ASCII text hidden in a run of tag characters (U+E0020–U+E007E spell U+0020–U+007E). */
export function tagText(run: string): string {
  let out = "";
  for (const ch of run) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/** A zero-width joiner between two pictographs is part of an emoji (👩‍💻), not a hiding place. */
export function isEmojiJoiner(text: string, index: number): boolean {
  if (text.charCodeAt(index) !== 0x200d) return false;
  const before = text.slice(Math.max(0, index - 2), index);
  const after = text.slice(index + 1, index + 3);
  return PICTOGRAPHIC.test(before) && PICTOGRAPHIC.test(after);
}
