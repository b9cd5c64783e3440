// A small agent repository on disk, with tools and agents defined in the shapes the locator
// knows, and a committed trace file; `lineOf` finds a marker's real line in a fixture file so
// tests compare against the text, not against numbers copied from the implementation.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export const FILES: Record<string, string> = {
  "agent/tools.py": [
    "from langchain.tools import tool",
    "",
    "",
    '@tool("search_flights")',
    "def search(query: str) -> list[dict]:",
    '    """Search the airline API."""',
    "    return client.search(query)",
    "",
    "",
    "@tool",
    "async def book_flight(flight_id: str) -> dict:",
    "    resp = client.book(flight_id)  # MARK:book-call",
    "    return resp.json()",
    "",
    "",
    "def parse_receipt(text):",
    "    return json.loads(text)  # MARK:parse",
  ].join("\n"),
  "agent/crew.py": ["from autogen import AssistantAgent", "", 'planner = AssistantAgent("planner", llm_config=cfg)  # MARK:planner', "booker = AssistantAgent(", '    name="booker",', "    llm_config=cfg,", ")"].join(
    "\n",
  ),
  "web/tools.ts": [
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    "",
    "export async function cancelBooking(id: string): Promise<void> {",
    "  await api.cancel(id);",
    "}",
    "",
    'server.tool("refund", { id: z.string() }, async ({ id }) => ({ content: [] })); // MARK:refund',
    "",
    "export const lookupPnr = async (pnr: string) => db.get(pnr);",
  ].join("\n"),
  "schemas/functions.json": JSON.stringify([{ type: "function", function: { name: "get_weather", description: "Weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }], null, 2),
  "package.json": JSON.stringify({ name: "get_weather", version: "1.0.0" }, null, 2),
  "traces/committed.json": JSON.stringify(
    {
      id: "committed-1",
      task: "book a flight",
      success: false,
      steps: [
        { kind: "plan", content: "plan" },
        { kind: "tool_call", tool: "x", content: "call" },
        { kind: "observation", content: "MARK:step-2 the observation" },
        { kind: "response", content: "done" },
      ],
    },
    null,
    2,
  ),
};

export async function makeRepo(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "bg-repo-"));
  for (const [rel, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  return root;
}

/** 1-based line of the first line of `file` containing `marker`. */
export function lineOf(file: string, marker: string): number {
  const i = FILES[file]!.split("\n").findIndex((l) => l.includes(marker));
  if (i < 0) throw new Error(`${marker} not in ${file}`);
  return i + 1;
}
