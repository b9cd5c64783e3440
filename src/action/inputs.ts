// Reads the action's inputs (every option of options.ts for the action surface) as raw settings.
import * as core from "@actions/core";
import { optionsFor } from "../options.js";
import type { RawSettings } from "../config.js";

export function readActionInputs(): RawSettings {
  const raw: RawSettings = {};
  for (const o of optionsFor("action")) {
    const value = core.getInput(o.name);
    if (o.secret && value) core.setSecret(value);
    raw[o.name] = value;
  }
  return raw;
}
