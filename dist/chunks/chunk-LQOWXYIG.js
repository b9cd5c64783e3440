import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/scan/mcp-listing.ts
var TIMEOUT_MS = 2e4;
var NOWHERE = { line: 1, column: 1, endLine: 1, endColumn: 1 };
var LISTING_FILE = "(mcp server)";
function splitCommand(command) {
  const words = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(command); m; m = re.exec(command)) words.push(m[1] !== void 0 ? m[1].replace(/\\(.)/g, "$1") : m[2] ?? m[3]);
  return words;
}
function site(text) {
  return { ...NOWHERE, text, contentOffset: 0, map: [] };
}
function definitionsFromListing(tools) {
  return tools.map((t) => {
    const parameters = Object.entries(t.inputSchema?.properties ?? {}).map(([name, p]) => ({
      name,
      nameSite: site(name),
      ...typeof p?.description === "string" ? { description: site(p.description) } : {}
    }));
    return {
      kind: "tool",
      via: "mcp-server-listing",
      file: LISTING_FILE,
      name: t.name,
      nameSite: site(t.name),
      ...typeof t.description === "string" ? { description: site(t.description) } : {},
      parameters,
      span: NOWHERE
    };
  });
}
async function listServerTools(command, cwd) {
  const [cmd, ...args] = splitCommand(command);
  if (!cmd) return { error: "empty command" };
  const [{ Client }, { StdioClientTransport }] = await Promise.all([import("./client-U3RWKAIN.js"), import("./stdio-UXPS4VGM.js")]);
  const transport = new StdioClientTransport({ command: cmd, args, cwd, stderr: "ignore" });
  const client = new Client({ name: "blamegate-scan", version: "1" });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no tool listing within ${TIMEOUT_MS / 1e3} s`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(transport), timeout]);
    const tools = [];
    let cursor;
    for (let page = 0; page < 100; page++) {
      const res = await Promise.race([client.listTools(cursor ? { cursor } : {}), timeout]);
      tools.push(...res.tools);
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    return { definitions: definitionsFromListing(tools) };
  } catch (err) {
    return { error: `could not list the tools of '${command}': ${errorMessage(err)}` };
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => void 0);
  }
}

export {
  LISTING_FILE,
  splitCommand,
  definitionsFromListing,
  listServerTools
};
