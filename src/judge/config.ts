// The judge's configuration, apart from its client (openai.ts): every run asks whether a judge
// is configured, and only a run that has one loads the client (issue 17, cold start).
import type { Fetch } from "../http/fetch.js";

export interface JudgeConfig {
  /** e.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Characters of transcript sent at most. */
  maxChars?: number;
  /** blamegate's fetch (src/http/fetch.ts) when absent. */
  fetch?: Fetch;
  /** Exact values redacted from what is sent besides the key shapes (the run's own secrets). */
  secrets?: readonly string[];
}

/** Read the judge's settings from a plain record (action inputs or an env snapshot the edge passes). */
export function judgeConfigFrom(vars: Record<string, string | undefined>): JudgeConfig | undefined {
  const baseUrl = vars["judge-base-url"] ?? vars["BLAMEGATE_JUDGE_BASE_URL"] ?? vars["OPENAI_BASE_URL"];
  const model = vars["judge-model"] ?? vars["BLAMEGATE_JUDGE_MODEL"];
  if (!baseUrl || !model) return undefined;
  const cfg: JudgeConfig = { baseUrl, model };
  const key = vars["judge-api-key"] ?? vars["BLAMEGATE_JUDGE_API_KEY"] ?? vars["OPENAI_API_KEY"];
  if (key) cfg.apiKey = key;
  return cfg;
}
