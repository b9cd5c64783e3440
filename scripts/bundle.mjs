// The esbuild options of dist/ (scripts/build.mjs) and the licences of what they bundle
// (dist/licenses.txt), shared with the test that checks them (test/repo/bundle.test.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Stand-ins for modules blamegate never runs, so they are neither loaded nor shipped. The
// importer check keeps each to the one package it is for.
const standIns = {
  name: "stand-ins",
  setup(b) {
    // @actions/core imports its OIDC client (and with it an HTTP stack) eagerly; blamegate never
    // uses OIDC, so the bundle gets src/action/no-oidc.ts and starts much faster.
    b.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) => (args.importer.includes(`${path.sep}@actions${path.sep}core${path.sep}`) ? { path: path.resolve("src/action/no-oidc.ts") } : undefined));
    // @actions/core's platform details (never asked for: see src/action/no-exec.ts).
    b.onResolve({ filter: /^@actions\/exec$/ }, (args) => (args.importer.endsWith(`${path.sep}@actions${path.sep}core${path.sep}lib${path.sep}platform.js`) ? { path: path.resolve("src/action/no-exec.ts") } : undefined));
    // @actions/artifact's download, list, get and delete (never called: see src/action/no-artifact-reads.ts).
    b.onResolve({ filter: /^\.\/(download\/download-artifact|delete\/delete-artifact|find\/get-artifact|find\/list-artifacts)\.js$/ }, (args) =>
      args.importer.endsWith(`${path.sep}@actions${path.sep}artifact${path.sep}lib${path.sep}internal${path.sep}client.js`) ? { path: path.resolve("src/action/no-artifact-reads.ts") } : undefined,
    );
    // @actions/http-client's proxy dispatcher for fetch callers (never asked for: see src/action/no-undici.ts).
    b.onResolve({ filter: /^undici$/ }, (args) => (args.importer.endsWith(`${path.sep}@actions${path.sep}http-client${path.sep}lib${path.sep}index.js`) ? { path: path.resolve("src/action/no-undici.ts") } : undefined));
    // archiver's tar and json formats and its globbing (never reached: see src/action/no-archiver-extras.cjs).
    const archiverExtras = { path: path.resolve("src/action/no-archiver-extras.cjs") };
    b.onResolve({ filter: /^\.\/lib\/plugins\/(tar|json)$/ }, (args) => (args.importer.endsWith(`${path.sep}archiver${path.sep}index.js`) ? archiverExtras : undefined));
    b.onResolve({ filter: /^readdir-glob$/ }, (args) => (args.importer.endsWith(`${path.sep}archiver${path.sep}lib${path.sep}core.js`) ? archiverExtras : undefined));
    b.onResolve({ filter: /^glob$/ }, (args) => (args.importer.endsWith(`${path.sep}archiver-utils${path.sep}file.js`) ? archiverExtras : undefined));
    // fdir (tinyglobby's walker) looks for a picomatch package beside the bundle when it loads, for a
    // glob option blamegate never uses (tinyglobby matches with the picomatch it bundles). Where
    // one is installed, every start compiled a second copy from node_modules; where none is,
    // every start searched for it. The lookup is cut out.
    rewrite(b, /[\\/]node_modules[\\/]fdir[\\/]dist[\\/]index\.mjs$/, /__require\.resolve\("picomatch"\);\s*pm = __require\("picomatch"\);/, "");
    // The Azure pipeline's form-data policy (every request of the artifact upload) asks whether the
    // body is a FormData by reading the global FormData, and Node makes that global on first read by
    // loading its whole fetch implementation, for bodies that are streams (docs/performance.md,
    // "The artifact upload"). A FormData says so in its Symbol.toStringTag, so that is looked at first, and the
    // global only for a body that could be one.
    rewrite(
      b,
      /[\\/]node_modules[\\/]@typespec[\\/]ts-http-runtime[\\/]dist[\\/]esm[\\/]formData\.js$/,
      /if \(typeof FormData !== "undefined" && body instanceof FormData\)/,
      'if (body !== null && typeof body === "object" && body[Symbol.toStringTag] === "FormData" && typeof FormData !== "undefined" && body instanceof FormData)',
    );
    // src/zod.ts's import of zod is for the sources only (the bundle requires dist/chunks/zod.cjs):
    // unused there, it is dropped only if esbuild may take it to have no side effects.
    b.onResolve({ filter: /^\.\/zod-api\.js$/ }, (args) => (args.importer.endsWith(`${path.sep}src${path.sep}zod.ts`) ? { path: path.resolve("src/zod-api.ts"), sideEffects: false } : undefined));
  },
};

// `node:http` and `node:https` are loaded with require, never imported, wherever the bundle's code
// or a library it takes in names them. Importing a built-in as ESM makes Node build a facade that
// reads every one of its exports, and from Node 22 `node:http` has three getters (WebSocket,
// CloseEvent, MessageEvent) that load Node's whole fetch implementation, undici. The action runs on
// Node 24, and every run that uploads its digest imported `node:http` through
// @actions/artifact's HTTP stack (docs/performance.md, "Built-ins by require"). Each such import
// becomes a small CommonJS module holding `require("node:http")`, read through the banner's
// require; a named import from it reads the property when used, as esbuild's ESM interop does.
// Only these two: taking every built-in this way made a one-trace run load more chunks and cost
// it more than it saved.
const builtinsByRequire = {
  name: "builtins-by-require",
  setup(b) {
    b.onResolve({ filter: /^(node:)?https?$/ }, (args) => {
      if (args.kind !== "import-statement" && args.kind !== "dynamic-import") return undefined;
      return { path: args.path, namespace: "builtin-by-require" };
    });
    b.onLoad({ filter: /.*/, namespace: "builtin-by-require" }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});\n`, loader: "js" }));
  },
};

/**
 * Rewrites the code `find` matches in the library files `file` matches, as they are bundled; the
 * build fails when `find` no longer matches (the library changed: look at the rewrite again).
 * @param {import("esbuild").PluginBuild} b
 * @param {RegExp} file
 * @param {RegExp} find
 * @param {string} replacement
 */
function rewrite(b, file, find, replacement) {
  b.onLoad({ filter: file }, (args) => {
    const text = readFileSync(args.path, "utf8");
    if (!find.test(text)) return { errors: [{ text: `${args.path}: the code scripts/bundle.mjs rewrites there has changed; update the rewrite` }] };
    return { contents: text.replace(find, replacement), loader: "js" };
  });
}

/** @param {string} outdir */
export function bundleOptions(outdir) {
  return {
    entryPoints: { index: "src/action.ts", cli: "src/cli.ts", lib: "src/lib.ts", "pipeline-worker": "src/pipeline/worker.ts", "json-layout-worker": "src/pipeline/json-layout-worker.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    chunkNames: "chunks/[name]-[hash]",
    loader: { ".wasm": "binary" },
    // Licences go to dist/licenses.txt whole, not as comments scattered through the chunks.
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    plugins: [standIns, builtinsByRequire],
    // debug (in @actions/artifact's HTTP stack) tries require("supports-color") and goes on without
    // it. A dev tool (dependency-cruiser, through chalk) installs it; the bundle must not take it in.
    external: ["supports-color"],
    // Some dependencies are CommonJS and call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);",
    },
    // zod is its own file, required when the first schema is built (src/zod.ts): the ESM import
    // there is dead code in the bundle and dropped with it.
    define: { BLAMEGATE_ZOD_FILE: JSON.stringify(ZOD_FILE) },
  };
}

/** zod's own bundle (what src/zod-api.ts takes of it), beside the chunks: CommonJS, so src/zod.ts can require it on first use. */
export const ZOD_FILE = "zod.cjs";

/**
 * The build of dist/chunks/zod.cjs.
 * @param {object} all bundleOptions
 */
function zodBuild(all) {
  const { banner, define, splitting, chunkNames, ...rest } = all;
  // Minified: it is a library's code, read by no one in dist/, and a run that builds a schema (the
  // action, which checks its event payload) compiles all of it on every start, which minified
  // takes markedly fewer instructions (docs/performance.md, "Sixth pass").
  return { ...rest, entryPoints: { [`chunks/${ZOD_FILE.replace(/\.cjs$/, "")}`]: "src/zod-api.ts" }, format: "cjs", outExtension: { ".js": ".cjs" }, minify: true };
}

/**
 * The builds dist/ is made of: the action and the CLI each bundled on their own (the library and
 * the workers together), so each one's chunks are split only along its own dynamic imports.
 * Bundled together, code shared by the action, the CLI and the library was cut into many small
 * chunks by which entries reach it, and a start loaded some fifty files where it now loads about
 * thirty: each module Node loads costs its start a fraction of a millisecond (issue 17, cold
 * start). The price is code the builds share written once for each.
 * @param {string} outdir
 */
export function bundleGroups(outdir) {
  const all = bundleOptions(outdir);
  const { index, cli, ...rest } = all.entryPoints;
  return [...[{ index }, { cli }, rest].map((entryPoints) => ({ ...all, entryPoints })), zodBuild(all)];
}

/**
 * Runs every build of bundleGroups and merges their metafiles into one.
 * @param {(options: object) => Promise<{ metafile: { inputs: object, outputs: object } }>} build esbuild's build
 * @param {string} outdir
 * @param {object} [extra] options added to each build (the tests: `write: false`)
 */
export async function buildAll(build, outdir, extra = {}) {
  const metafile = { inputs: {}, outputs: {} };
  for (const options of bundleGroups(outdir)) {
    const r = await build({ ...options, ...extra });
    Object.assign(metafile.inputs, r.metafile.inputs);
    Object.assign(metafile.outputs, r.metafile.outputs);
  }
  return { metafile };
}

// Licences a bundled package may have (SPDX ids): permissive ones that only ask for the notice,
// which dist/licenses.txt carries.
export const ALLOWED_LICENSES = ["MIT", "ISC", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "0BSD", "BlueOak-1.0.0", "CC0-1.0", "Unlicense"];

// package.json spellings that are not SPDX ids but name an allowed licence.
const SPELLINGS = { "MIT/X11": "MIT" };

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

// Packages without a licence file get the licence's standard text with the author, as npm shows.
const MIT_TEXT = `Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

/** "(A AND B)" / "A OR B" / "A" -> the SPDX ids it names. */
export function licenseIds(expression) {
  const e = SPELLINGS[expression] ?? expression;
  return e
    .replace(/[()]/g, " ")
    .split(/\s+(?:AND|OR)\s+|\s+/)
    .filter(Boolean);
}

/** Every licence of an expression is allowed (AND and OR alike: stricter than needed for OR). */
export function isAllowed(expression) {
  return typeof expression === "string" && licenseIds(expression).every((id) => ALLOWED_LICENSES.includes(id));
}

function authorOf(pkg) {
  const a = pkg.author;
  return typeof a === "string" ? a.replace(/\s*[<(].*$/, "") : a && typeof a.name === "string" ? a.name : "its authors";
}

/**
 * The packages an esbuild metafile says were bundled, each once per name@version, with its licence
 * and licence text. `root` is the folder the metafile's input paths are relative to.
 * @returns {{ name: string, version: string, license: string | undefined, text: string, textFrom: string, dir: string, engines: string | undefined, outputs: string[] }[]}
 */
export function bundledPackages(metafile, root = process.cwd()) {
  const byDir = new Map();
  for (const [output, o] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(o.inputs)) {
      const at = input.lastIndexOf("node_modules/");
      if (at < 0) continue;
      const parts = input.slice(at + "node_modules/".length).split("/");
      const dir = input.slice(0, at + "node_modules/".length) + parts.slice(0, parts[0]?.startsWith("@") ? 2 : 1).join("/");
      const outputs = byDir.get(dir) ?? new Set();
      outputs.add(output);
      byDir.set(dir, outputs);
    }
  }
  const packages = new Map();
  for (const [dir, outputs] of byDir) {
    const abs = path.resolve(root, dir);
    const pkg = JSON.parse(readFileSync(path.join(abs, "package.json"), "utf8"));
    const key = `${pkg.name}@${pkg.version}`;
    const seen = packages.get(key);
    if (seen) {
      for (const o of outputs) seen.outputs.push(o);
      continue;
    }
    const declared = typeof pkg.license === "string" ? pkg.license : Array.isArray(pkg.licenses) ? pkg.licenses.map((l) => l.type).join(" AND ") : undefined;
    const license = declared === undefined ? undefined : (SPELLINGS[declared] ?? declared);
    const file = existsSync(abs)
      ? readdirSync(abs)
          .filter((f) => LICENSE_FILE.test(f))
          .sort()[0]
      : undefined;
    let text = "";
    let textFrom = "";
    if (file) {
      text = readFileSync(path.join(abs, file), "utf8").trim();
      textFrom = file;
    } else if (license === "MIT") {
      text = `Copyright (c) ${authorOf(pkg)}\n\n${MIT_TEXT}`;
      textFrom = "the package has no licence file: the MIT licence its package.json declares, with its author";
    }
    packages.set(key, {
      name: pkg.name,
      version: pkg.version,
      license,
      text,
      textFrom,
      dir,
      engines: pkg.engines?.node,
      outputs: [...outputs],
    });
  }
  return [...packages.values()].sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1));
}

/** dist/licenses.txt: one section a bundled package. */
export function renderLicenses(packages) {
  const head = ["Third-party software bundled in blamegate's dist/, with its licence.", "Generated by scripts/build.mjs from esbuild's metafile; blamegate itself is MIT (see LICENSE).", ""];
  const sections = packages.map((p) =>
    [
      "=".repeat(80),
      `${p.name} ${p.version}`,
      `License: ${p.license ?? "(none declared)"}`,
      ...(p.textFrom && !/^licen[cs]e|^copying/i.test(p.textFrom) ? [`Note: ${p.textFrom}`] : []),
      "",
      p.text || "(no licence text)",
      "",
    ].join("\n"),
  );
  return `${head.join("\n")}\n${sections.join("\n")}`;
}
