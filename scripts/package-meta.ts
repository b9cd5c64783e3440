// What package.json decides for the rest of the repository: the version and the GitHub home.
// `npm run gen:action` writes src/version.ts and points the README's `uses:` lines at the home
// with these; a test (test/repo/package-meta.test.ts) checks both are current.

export interface PackageJson {
  version: string;
  repository: { url: string };
}

// "owner/name" from package.json `repository.url` (git+https://github.com/owner/name.git).
export function githubRepository(url: string): string {
  const m = /^(?:git\+)?https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url);
  if (!m?.[1]) throw new Error(`package.json repository.url is not a GitHub repository URL: ${url}`);
  return m[1];
}

export function majorOf(version: string): number {
  const m = /^(\d+)\.\d+\.\d+(?:-[\w.-]+)?$/.exec(version);
  if (!m) throw new Error(`package.json version is not X.Y.Z: ${version}`);
  return Number(m[1]);
}

export function renderVersionTs(pkg: PackageJson): string {
  const repo = githubRepository(pkg.repository.url);
  return [
    "// Generated from package.json by `npm run gen:action`; edit package.json, not this.",
    "// (A generated file, not a JSON import, so the bundles carry these strings and not the",
    "// whole package.json, and dist/ changes only when they do.)",
    `export const VERSION = ${JSON.stringify(pkg.version)};`,
    "// Where blamegate lives: the SARIF tool's informationUri and the README's `uses:` lines.",
    `export const REPOSITORY = ${JSON.stringify(repo)};`,
    `export const HOMEPAGE = ${JSON.stringify(`https://github.com/${repo}`)};`,
    "",
  ].join("\n");
}

// `uses: anything/blamegate@vN` (or `@main`) in the README's examples becomes the home at the
// package's major version, so a copied example runs the released action.
export function pointReadmeAtHome(readme: string, pkg: PackageJson): string {
  const uses = `${githubRepository(pkg.repository.url)}@v${majorOf(pkg.version)}`;
  return readme.replace(/(uses:\s*)[\w.<>-]+\/blamegate@[\w.-]+/g, `$1${uses}`);
}
