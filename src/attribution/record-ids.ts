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

// Every RECORD_REF match holds four digits in a row, every IDENTIFIER match three or a "#": a text
// without them is answered without running the pattern, which tries a match at every word of it.
const MAY_HOLD_REF = /\d{4}/;
const MAY_HOLD_IDENTIFIER = /\d{3}|#/;

/** `text.match(IDENTIFIER) ?? []`. */
export function identifiers(text: string): string[] {
  if (!MAY_HOLD_IDENTIFIER.test(text)) return [];
  return text.match(IDENTIFIER) ?? [];
}

/** The form references are compared in: no leading #, lower case. */
export const normRef = (s: string): string => s.replace(/^#/, "").toLowerCase();

/** Record references of at least `minDigits` digits in a text, as written, in order. */
export function recordRefs(text: string, minDigits = 4): string[] {
  const found = MAY_HOLD_REF.test(text) ? (text.match(RECORD_REF) ?? []) : [];
  if (minDigits <= 4) return found;
  const long = new RegExp(`\\d{${minDigits}}$`);
  return found.filter((r) => long.test(r));
}
