
// src/http/fetch.ts
async function agentFetch(input, init) {
  return (await import("./agent-fetch-KLFV776B.js")).fetchOverAgents(input, init);
}

export {
  agentFetch
};
