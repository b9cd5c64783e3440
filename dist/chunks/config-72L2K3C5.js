import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MissingInputPolicySchema,
  SettingsError,
  SettingsSchema,
  resolveSettings,
  secretSettingValues,
  settingsFromConfigFile,
  splitList
} from "./chunk-AP6DJ3Z6.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-4U6ZABW2.js";
import "./chunk-YTQE57AZ.js";
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
