// Writes action.yml and the README's option tables from the option table (src/action/manifest.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { renderActionYml, spliceReadme } from "../src/action/manifest.js";

writeFileSync("action.yml", renderActionYml());
writeFileSync("README.md", spliceReadme(readFileSync("README.md", "utf8")));
console.log("wrote action.yml and the README's option tables");
