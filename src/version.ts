// Generated from package.json by `npm run gen:action`; edit package.json, not this.
// (A generated file, not a JSON import, so the bundles carry these strings and not the
// whole package.json, and dist/ changes only when they do.)
export const VERSION = "1.0.0";
// Where blamegate lives: the SARIF tool's informationUri and the README's `uses:` lines.
export const REPOSITORY = "blamegate/blamegate";
export const HOMEPAGE = "https://github.com/blamegate/blamegate";
