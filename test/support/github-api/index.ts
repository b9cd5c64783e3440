// The GitHub contract server and its fakes, for any test that talks to GitHub:
//   const api = await startGitHubApi({ handlers: { "issues/list-comments": (req, ctx) => paginate([], req, ctx) } });
//   const octokit = createOctokit({ token: "t", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });
//   ... expect(api.errors).toEqual([]); await api.close();
export * from "./server.js";
export * from "./fakes.js";
export { loadOperations, toJsonSchema } from "./spec.js";
export * from "./fake-repo.js";
