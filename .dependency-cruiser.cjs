/**
 * The layer rules of src/ (issue 15), checked by test/repo/layers.test.ts and `npm run depcruise`.
 * docs/architecture.md describes the layers these rules hold.
 * @type {import('dependency-cruiser').IConfiguration}
 */

// The pure core: import → attribute → trend → gate → render. No network, no GitHub, no entry points.
const CORE = "^src/(json|untrusted|trace|attribution|integrity|compare|results|scan|investigate|gate|trend|render)/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module must not reach itself again through its imports; move the shared piece to a lower module.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "no-circular-folders",
      // The folders are the stages (docs/architecture.md): a later stage reads earlier ones, never
      // the other way, so no folder reaches itself again through others.
      severity: "error",
      comment: "No folder of src/ reaches itself again through other folders: the stages read in one direction.",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "core-not-to-surfaces",
      severity: "error",
      comment:
        "The core stays pure: it never imports the entry points (action, CLI), the GitHub surface or @actions/*.",
      from: { path: CORE },
      to: { path: ["^src/(action|cli|github)/", "^src/(cli|action)\\.ts$", "(^|/)node_modules/@actions/"] },
    },
    {
      name: "results-not-upward",
      severity: "error",
      comment:
        "results/ turns one trace into one result and holds the results model: the pipeline, the run, the renderers and the surfaces read it, never the other way.",
      from: { path: "^src/results/" },
      to: { path: "^src/(render|pipeline|run|github|action|cli)/" },
    },
    {
      name: "untrusted-is-a-leaf",
      severity: "error",
      comment: "Redaction and escaping of trace text (untrusted/) sit below every stage that quotes a trace, so they import no other module of src/.",
      from: { path: "^src/untrusted/" },
      to: { path: "^src/", pathNot: "^src/untrusted/" },
    },
    {
      name: "core-not-to-actions-packages",
      severity: "error",
      comment: "The core never imports @actions/* (even when a package is not installed).",
      from: { path: CORE },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "unknown"], path: "^@actions/" },
    },
    {
      name: "json-is-the-bottom",
      severity: "error",
      comment: "src/json/ (parsing, lossless and Python forms, offsets, streaming) is the bottom layer: it imports no other folder of src/.",
      from: { path: "^src/json/" },
      to: { path: "^src/", pathNot: ["^src/json/", "^src/error-message\\.ts$"] },
    },
    {
      name: "src-not-to-test-or-bench",
      severity: "error",
      comment: "Shipped code never imports tests, fixtures or the bench.",
      from: { path: "^src/" },
      to: { path: "^(test|bench)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that cannot be resolved would hide a layer violation.",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^src/|node_modules/@actions/|^@actions/|^test/|^bench/",
    // TypeScript 7 has no JS compiler API for dependency-cruiser; swc parses the .ts sources instead.
    parser: "swc",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
