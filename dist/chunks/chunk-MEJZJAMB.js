import {
  redactSecrets
} from "./chunk-KR66X3FU.js";

// src/untrusted/sanitize.ts
var ZWSP = "\u200B";
function truncate(text, max) {
  if (text.length <= max) return text;
  let cut = Math.max(0, max - 1);
  if (/[\uD800-\uDBFF]/.test(text.charAt(cut - 1))) cut -= 1;
  return `${text.slice(0, cut)}\u2026`;
}
function asText(value) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
function cleanText(value, options = {}) {
  const text = redactSecrets(asText(value), options.secrets);
  return options.max ? truncate(text, options.max) : text;
}
function neutraliseMentions(text) {
  return text.replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function mdInline(value, options = {}) {
  const text = cleanText(value, { secrets: options.secrets }).replace(/\s+/g, " ").trim();
  const cut = options.max ? truncate(text, options.max) : text;
  return neutraliseMentions(cut).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/([\\`*_{}[\]()#+\-.!|~:"'=$])/g, "\\$1");
}
function htmlText(value, options = {}) {
  const text = cleanText(value, { secrets: options.secrets }).replace(/\s+/g, " ").trim();
  return neutraliseMentions(escapeHtml(options.max ? truncate(text, options.max) : text));
}
function mdCodeBlock(value, options = {}) {
  let text = cleanText(value, { secrets: options.secrets }).replace(/\r\n?/g, "\n");
  if (options.max) text = truncate(text, options.max);
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  const lang = options.lang && /^[\w+-]+$/.test(options.lang) ? options.lang : "";
  return `${fence}${lang}
${text}
${fence}`;
}
function mdCode(value, options = {}) {
  const text = cleanText(value, { secrets: options.secrets }).replace(/\s+/g, " ").trim();
  const cut = options.max ? truncate(text, options.max) : text;
  if (cut === "") return "";
  if (cut.includes("|")) return mdInline(cut);
  const longest = Math.max(0, ...Array.from(cut.matchAll(/`+/g), (m) => m[0].length));
  const ticks = "`".repeat(longest + 1);
  const pad = cut.startsWith("`") || cut.endsWith("`") ? " " : "";
  return `${ticks}${pad}${cut}${pad}${ticks}`;
}

export {
  asText,
  cleanText,
  neutraliseMentions,
  escapeHtml,
  mdInline,
  htmlText,
  mdCodeBlock,
  mdCode
};
