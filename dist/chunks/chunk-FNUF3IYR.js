
// src/json/jsonl.ts
function isJsonlName(name) {
  return /\.(jsonl|ndjson)$/i.test(name);
}
function isRecordLine(line, objectsOnly = false) {
  const t = line.trim();
  if (!(t.startsWith("{") && t.endsWith("}") || !objectsOnly && t.startsWith("[") && t.endsWith("]"))) return false;
  try {
    JSON.parse(t);
  } catch {
    return false;
  }
  return true;
}
var NON_BLANK = /\S/g;
function firstLineIsRecord(text) {
  const start = text.search(/\S/);
  if (start < 0) return false;
  const nl = text.indexOf("\n", start);
  if (nl < 0) return false;
  NON_BLANK.lastIndex = nl;
  if (!NON_BLANK.test(text)) return false;
  return isRecordLine(text.slice(start, nl));
}
function isJsonlText(name, text) {
  return isJsonlName(name) || firstLineIsRecord(text);
}
function looksLikeJsonl(text) {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  if (lines.length < 2) return false;
  return lines.slice(1, 50).some((l) => isRecordLine(l, true));
}

export {
  isJsonlName,
  isRecordLine,
  isJsonlText,
  looksLikeJsonl
};
