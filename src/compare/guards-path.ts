// Where the regression guards live by default: every run looks there (run/compare-base.ts), and
// only a run that finds the file loads the guards' schema and checks (./guards.ts).
export const GUARDS_PATH = ".blamegate/guards.json";
