import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores on CI: keep forks bounded so servers and child processes do not starve.
    pool: "forks",
    maxWorkers: 2,
  },
});
