// Writes action.yml from the option table (see src/action/manifest.ts).
import { writeFileSync } from "node:fs";
import { renderActionYml } from "../src/action/manifest.js";

writeFileSync("action.yml", renderActionYml());
console.log("wrote action.yml");
