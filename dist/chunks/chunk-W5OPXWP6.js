
// src/http/fetch.ts
async function agentFetch(input, init) {
  return (await import("./agent-fetch-TZNOYZIM.js")).fetchOverAgents(input, init);
}

export {
  agentFetch
};
