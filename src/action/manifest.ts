// Renders action.yml from the option table and the outputs list, so the manifest cannot drift
// from what the code reads (`npm run gen:action` writes it; a test compares).
import { stringify } from "yaml";
import { optionsFor } from "../options.js";
import { OUTPUTS } from "./outputs.js";

export function renderActionYml(): string {
  const inputs: Record<string, { description: string; required: boolean; default?: string }> = {};
  for (const o of optionsFor("action")) {
    inputs[o.name] = { description: o.description, required: false, ...(o.default !== undefined ? { default: o.default } : {}) };
  }
  const outputs: Record<string, { description: string }> = {};
  for (const [name, description] of Object.entries(OUTPUTS)) outputs[name] = { description };
  const doc = {
    name: "blamegate",
    description: "Names the step, agent and MAST failure mode behind failed AI-agent runs, and gates the pull request on it.",
    author: "blamegate",
    branding: { icon: "crosshair", color: "red" },
    inputs,
    outputs,
    runs: { using: "node24", main: "dist/index.js" },
  };
  return `# Generated from src/options.ts and src/action/outputs.ts by \`npm run gen:action\`; edit those, not this.\n${stringify(doc, { lineWidth: 0 })}`;
}
