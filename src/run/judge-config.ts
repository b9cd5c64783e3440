// Whether a run has a judge, and which: asked by every run (cli/attribute.ts, action/read-run.ts),
// so it loads neither the judge's client nor the second pass (./judge.ts); those are imported
// only when a judge is configured.
import { judgeConfigFrom, type JudgeConfig } from "../judge/config.js";
import { secretSettingValues, type Settings } from "../config.js";

export interface JudgeSettings {
  url: string;
  model: string;
  key: string;
  /** The run's secret settings (config.ts secretSettingValues): kept out of what is sent and written. */
  secrets?: string[];
}

/** The judge's configuration from settings, falling back to BLAMEGATE_JUDGE_* / OPENAI_* in `env`. */
export function judgeConfig(settings: JudgeSettings, env: Record<string, string | undefined>): JudgeConfig | undefined {
  const cfg = judgeConfigFrom({
    ...env,
    ...(settings.url ? { "judge-base-url": settings.url } : {}),
    ...(settings.model ? { "judge-model": settings.model } : {}),
    ...(settings.key ? { "judge-api-key": settings.key } : {}),
  });
  if (cfg && settings.secrets?.length) cfg.secrets = settings.secrets;
  return cfg;
}

/** The judge a run's settings (judge-url, judge-model, judge-key; else `env`) configure, its secrets kept out: `attribute` and the action alike. */
export function judgeForSettings(settings: Settings, env: Record<string, string | undefined>): JudgeConfig | undefined {
  return judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"], secrets: secretSettingValues(settings) }, env);
}
