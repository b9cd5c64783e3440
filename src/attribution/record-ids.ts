// Record identifiers as agents write them (order numbers, ticket codes, tracking ids), in one
// place for the detectors and for attribution, which link findings and failures by the records
// they name. Two patterns, because two questions are asked of a text:
// - which records does it name? (RECORD_REF, strict: a short prefix and at least four digits);
// - does a call use anything id-like it never saw? (IDENTIFIER, loose: three digits, suffixes
//   and #codes count, since missing a made-up id is worse than a spare match).
// Long values (tracking numbers) are record references with six digits or more.

/** A record reference: #W4967593, ORD-1234, user_12345, 4567. */
export const RECORD_REF = /#?\b[A-Za-z]{0,6}[-_]?\d{4,}\b/g;

/** Anything identifier-like in call arguments: #W123, AB-1234x, user_420x, #A1b2. */
export const IDENTIFIER = /#?\b[A-Za-z]{0,8}[-_]?\d{3,}[A-Za-z0-9_-]*\b|#[A-Za-z0-9]{4,}\b/g;

/**
 * Does the text hold `n` ASCII digits in a row? Every RECORD_REF match holds four, every
 * IDENTIFIER match three or a "#": a text without them is answered without running the pattern,
 * which tries a match at every word of it.
 */
function hasDigitRun(text: string, n: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++run >= n) return true;
    } else run = 0;
  }
  return false;
}

/** `text.match(IDENTIFIER) ?? []`. */
export function identifiers(text: string): string[] {
  if (!hasDigitRun(text, 3) && !text.includes("#")) return [];
  return text.match(IDENTIFIER) ?? [];
}

/** The form references are compared in: no leading #, lower case. */
export const normRef = (s: string): string => s.replace(/^#/, "").toLowerCase();

/** Record references of at least `minDigits` digits in a text, as written, in order. */
export function recordRefs(text: string, minDigits = 4): string[] {
  const found = hasDigitRun(text, 4) ? (text.match(RECORD_REF) ?? []) : [];
  if (minDigits <= 4) return found;
  const long = new RegExp(`\\d{${minDigits}}$`);
  return found.filter((r) => long.test(r));
}
