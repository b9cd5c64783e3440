import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  asText
} from "./chunk-ASDSDGWB.js";

// src/investigate/keys.ts
var MAX_KEYS_A_STEP = 64;
var TEXT_MAX = 2e5;
var KEY = /[\w.+-]+@[\w-]+\.[\w.-]+|#?\b[A-Za-z]{0,6}[-_]?\d{4,}[A-Za-z0-9]*\b/g;
function keysOf(text) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text.slice(0, TEXT_MAX).matchAll(KEY)) {
    out.add(m[0].replace(/^#/, "").toLowerCase());
    if (out.size >= MAX_KEYS_A_STEP) break;
  }
  return out;
}
function factText(s) {
  return [asText(s.output), s.error ?? ""].filter(Boolean).join("\n");
}
function useText(s) {
  const calls = (s.toolCalls ?? []).map((c) => asText(c.arguments)).join("\n");
  const said = s.kind === "observation" || s.kind === "retrieval" || s.kind === "tool_call" || s.kind === "prompt" ? "" : asText(s.output);
  return [asText(s.input), calls, s.thought ?? "", said].filter(Boolean).join("\n");
}
function wholeText(s) {
  return [s.name ?? "", useText(s), factText(s)].filter(Boolean).join("\n").slice(0, TEXT_MAX);
}

export {
  TEXT_MAX,
  keysOf,
  factText,
  useText,
  wholeText
};
