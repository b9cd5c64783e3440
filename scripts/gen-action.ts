// Writes action.yml and docs/inputs.md's option tables from the option table
// (src/action/manifest.ts), the README's table of modes, and src/version.ts and the `uses:` lines
// of the README and docs/ from package.json (scripts/package-meta.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { INPUTS_PAGE, renderActionYml, spliceInputsPage, spliceReadme } from "../src/action/manifest.js";
import { pointReadmeAtHome, renderVersionTs, type PackageJson } from "./package-meta.js";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;
writeFileSync("src/version.ts", renderVersionTs(pkg));
writeFileSync("action.yml", renderActionYml());
writeFileSync(INPUTS_PAGE, spliceInputsPage(readFileSync(INPUTS_PAGE, "utf8")));
writeFileSync("README.md", pointReadmeAtHome(spliceReadme(readFileSync("README.md", "utf8")), pkg));
// The docs' workflow examples are copied as they are too (test/repo/workflows.test.ts checks them).
for (const name of readdirSync("docs").filter((f) => f.endsWith(".md"))) {
  const file = `docs/${name}`;
  const text = readFileSync(file, "utf8");
  const pointed = pointReadmeAtHome(text, pkg);
  if (pointed !== text) writeFileSync(file, pointed);
}
console.log(`wrote action.yml, src/version.ts, ${INPUTS_PAGE}'s tables, the README's modes table and the uses: lines`);
