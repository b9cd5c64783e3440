import {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-DYI5XEDI.js";
import "./chunk-7H2TAQXC.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-N2X3B6NU.js";
export {
  MissingInputPolicySchema,
  PARSED_DEFAULTS,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
};
