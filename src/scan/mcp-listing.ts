// `scan --mcp-command`: starts a stdio MCP server with the official SDK's client, asks it for
// its tools (`tools/list`) and returns them as definitions, so the scan sees what a model
// would really be shown, including descriptions built at run time. Bounded in time; the
// server is always stopped.
import { errorMessage } from "../error-message.js";
import type { Definition, Parameter, Site } from "./model.js";

const TIMEOUT_MS = 20_000;
const NOWHERE = { line: 1, column: 1, endLine: 1, endColumn: 1 };
export const LISTING_FILE = "(mcp server)";

/** Splits a command line into words, honouring single and double quotes (no shell is run). */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(command); m; m = re.exec(command)) words.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] ?? m[3]!));
  return words;
}

function site(text: string): Site {
  return { ...NOWHERE, text, contentOffset: 0, map: [] };
}

interface ListedTool {
  name: string;
  description?: string;
  inputSchema?: { properties?: Record<string, { description?: unknown }> };
}

export function definitionsFromListing(tools: ListedTool[]): Definition[] {
  return tools.map((t) => {
    const parameters: Parameter[] = Object.entries(t.inputSchema?.properties ?? {}).map(([name, p]) => ({
      name,
      nameSite: site(name),
      ...(typeof p?.description === "string" ? { description: site(p.description) } : {}),
    }));
    return {
      kind: "tool",
      via: "mcp-server-listing",
      file: LISTING_FILE,
      name: t.name,
      nameSite: site(t.name),
      ...(typeof t.description === "string" ? { description: site(t.description) } : {}),
      parameters,
      span: NOWHERE,
    } satisfies Definition;
  });
}

export async function listServerTools(command: string, cwd: string): Promise<{ definitions: Definition[] } | { error: string }> {
  const [cmd, ...args] = splitCommand(command);
  if (!cmd) return { error: "empty command" };
  const [{ Client }, { StdioClientTransport }] = await Promise.all([import("@modelcontextprotocol/sdk/client/index.js"), import("@modelcontextprotocol/sdk/client/stdio.js")]);
  const transport = new StdioClientTransport({ command: cmd, args, cwd, stderr: "ignore" });
  const client = new Client({ name: "blamegate-scan", version: "1" });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no tool listing within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(transport), timeout]);
    const tools: ListedTool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const res = await Promise.race([client.listTools(cursor ? { cursor } : {}), timeout]);
      tools.push(...(res.tools as ListedTool[]));
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    return { definitions: definitionsFromListing(tools) };
  } catch (err) {
    return { error: `could not list the tools of '${command}': ${errorMessage(err)}` };
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}
