import {
  MissingInputPolicySchema,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-Z7W3MUGW.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-MT22UFTG.js";
import "./chunk-KWID7SGT.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  MissingInputPolicySchema,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
};
