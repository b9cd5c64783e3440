// The one answer to "is this JSONL?", for every reader of traces and digests: by name
// (.jsonl, .ndjson, any case), or by content, when the first line is a whole record on its own.

/** A name that says JSONL. */
export function isJsonlName(name: string): boolean {
  return /\.(jsonl|ndjson)$/i.test(name);
}

/**
 * A line that is a whole JSON record on its own: `{…}` (or, unless `objectsOnly`, `[…]`) that
 * parses. A record opens and closes on its line; a pretty-printed document's first line ("{")
 * does not, and is told apart without the cost of a failed parse.
 */
export function isRecordLine(line: string, objectsOnly = false): boolean {
  const t = line.trim();
  if (!((t.startsWith("{") && t.endsWith("}")) || (!objectsOnly && t.startsWith("[") && t.endsWith("]")))) return false;
  try {
    JSON.parse(t);
  } catch {
    return false;
  }
  return true;
}

const NON_BLANK = /\S/g;

/** A text in memory whose first non-blank line is a whole record with more after it. */
export function firstLineIsRecord(text: string): boolean {
  const start = text.search(/\S/);
  if (start < 0) return false;
  const nl = text.indexOf("\n", start);
  if (nl < 0) return false;
  // One line and blanks after it is a document, whatever the line holds: not parsed here.
  NON_BLANK.lastIndex = nl;
  if (!NON_BLANK.test(text)) return false;
  return isRecordLine(text.slice(start, nl));
}

/** A text in memory read as JSONL: named so, or its first line is a record with more after it. */
export function isJsonlText(name: string, text: string): boolean {
  return isJsonlName(name) || firstLineIsRecord(text);
}

/**
 * A text that failed to parse as one document, read as JSONL after all (its first line is the
 * broken one): several non-blank lines and at least one of them, not the first, a JSON object
 * on its own.
 */
export function looksLikeJsonl(text: string): boolean {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  if (lines.length < 2) return false;
  return lines.slice(1, 50).some((l) => isRecordLine(l, true));
}
