// What the source index leaves out by default (the `source-ignore` option's default): tests (a
// test helper `readFile`, or a string in a test, is not where a tool is defined), vendored and
// installed code, generated code and build output. Its own module, with no imports, so the
// option table can hold it as its default. The definition scanner (scan/files.ts) skips the
// same groups. `.gitattributes` can mark more (git-files.ts).
/** Tests and their fixtures. */
export const TEST_GLOBS: readonly string[] = [
  "**/test/**",
  "**/tests/**",
  "**/__tests__/**",
  "**/spec/**",
  "**/fixtures/**",
  "**/__fixtures__/**",
  "**/*.test.*",
  "**/*.spec.*",
  "**/test_*.py",
  "**/*_test.py",
  "**/conftest.py",
];

/** Vendored and installed code, generated code and build output: not the project's own. */
export const NOT_OWN_CODE_GLOBS: readonly string[] = [
  // vendored and installed
  "**/node_modules/**",
  "**/vendor/**",
  "**/third_party/**",
  "**/.venv/**",
  "**/venv/**",
  "**/site-packages/**",
  // generated and build output
  "**/dist/**",
  "**/build/**",
  "**/coverage/**",
  "**/.next/**",
  "**/*.min.js",
  "**/*.generated.*",
  "**/*_pb2.py",
  "**/*.d.ts",
];

export const DEFAULT_SOURCE_SKIP: readonly string[] = [...TEST_GLOBS, ...NOT_OWN_CODE_GLOBS];
