// Writes action.yml and the README's option tables from the option table (src/action/manifest.ts),
// and src/version.ts and the README's `uses:` lines from package.json (scripts/package-meta.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { renderActionYml, spliceReadme } from "../src/action/manifest.js";
import { pointReadmeAtHome, renderVersionTs, type PackageJson } from "./package-meta.js";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;
writeFileSync("src/version.ts", renderVersionTs(pkg));
writeFileSync("action.yml", renderActionYml());
writeFileSync("README.md", pointReadmeAtHome(spliceReadme(readFileSync("README.md", "utf8")), pkg));
console.log("wrote action.yml, src/version.ts, and the README's option tables and uses: lines");
