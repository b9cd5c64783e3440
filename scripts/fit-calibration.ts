// `node scripts/run-ts.mjs scripts/fit-calibration.ts`: refits rules/calibration.json on every
// labelled dev set in test/fixtures/data (the bench scores it leave-one-dataset-out instead).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { devSets } from "../bench/lodo.js";
import { fitCalibration } from "../bench/calibrate.js";

const dataDir = path.resolve(process.cwd(), "test", "fixtures", "data");
const cal = fitCalibration(await devSets(dataDir));
writeFileSync(path.resolve(process.cwd(), "rules", "calibration.json"), JSON.stringify(cal, null, 2) + "\n");
console.log(JSON.stringify(cal, null, 2));
