// Every verb is one definition (cli/verb.ts): these cases run over the registry, so a verb
// whose --help, parser or checks disagree fails here whichever verb it is.
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import { COMMANDS, type CommandEntry } from "../../src/cli/index.js";
import type { CliIO } from "../../src/cli/types.js";
import { runVerb, verbFlags, type VerbDefinition } from "../../src/cli/verb.js";
import { EXIT } from "../../src/cli/exit-codes.js";

function io() {
  let out = "";
  let err = "";
  const value: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd: tmpdir(), env: {} };
  return { io: value, out: () => out, err: () => err };
}

const names = Object.keys(COMMANDS);
const definition = async (name: string) => (await COMMANDS[name]!.load()).verb as unknown as VerbDefinition;

describe("the registry", () => {
  it.each(names)("%s loads a module that defines the verb of that name", async (name) => {
    expect((await definition(name)).name).toBe(name);
  });

  it("blamegate --help lists every verb's summary and loads no verb", async () => {
    const unloadable: Record<string, CommandEntry> = Object.fromEntries(Object.entries(COMMANDS).map(([n, c]) => [n, { summary: c.summary, load: () => Promise.reject(new Error(`loaded ${n}`)) }]));
    const t = io();
    expect(await dispatch(["--help"], t.io, unloadable)).toBe(EXIT.ok);
    for (const [n, c] of Object.entries(COMMANDS)) expect(t.out()).toContain(`  ${n.padEnd(16)} ${c.summary}`);
  });
});

describe("each verb's --help, parser and checks come from its definition", () => {
  it.each(names)("%s: --help shows the usage line and every flag the parser takes; each is accepted, a misspelt one refused with the nearest", async (name) => {
    const def = await definition(name);
    const t = io();
    expect(await dispatch([name, "--help"], t.io)).toBe(EXIT.ok);
    const help = t.out();
    expect(help.startsWith(`Usage: blamegate ${name} `)).toBe(true);
    const shown = [...help.matchAll(/^ {2}(?:-[a-zA-Z], )?--([a-z-]+)/gm)].map((m) => m[1]);
    const flags = verbFlags(def);
    expect(shown).toEqual(flags.map((f) => f.name));

    // The parser, with the verb's run replaced: a flag it accepts reaches run.
    let reached = 0;
    const probe: VerbDefinition = {
      ...def,
      settings: undefined,
      run: async () => {
        reached++;
        return 0;
      },
    };
    // A value each flag takes, and the flags a run needs (a check that refuses absence).
    const valueOf = (f: (typeof flags)[number]) => (f.type === "boolean" ? [] : [f.choices?.[0] ?? "8"]);
    const needed = def.flags.filter((f) => f.check?.(undefined)).flatMap((f) => [`--${f.name}`, ...valueOf(f)]);
    const paths = [...(def.positionals === "none" ? [] : ["x"]), ...needed];
    for (const f of flags.filter((x) => x.name !== "help" && !(def.settings && !def.flags.includes(x)))) {
      const r = io();
      expect(await runVerb(probe, [...paths, `--${f.name}`, ...valueOf(f)], r.io), `${name} --${f.name}: ${r.err()}`).toBe(0);
    }
    // A value its check refuses is refused with the check's words; a needed flag left out too.
    for (const f of def.flags.filter((x) => x.check)) {
      const r = io();
      expect(await runVerb(probe, [...paths, `--${f.name}`, "not-a-number"], r.io)).toBe(def.usageExit ?? EXIT.usage);
      expect(r.err()).toContain(f.check!("not-a-number")!);
    }
    for (const f of def.flags.filter((x) => x.check?.(undefined))) {
      const r = io();
      expect(await runVerb(probe, def.positionals === "none" ? [] : ["x"], r.io)).toBe(def.usageExit ?? EXIT.usage);
      expect(r.err()).toContain(f.check!(undefined)!);
    }
    expect(reached).toBeGreaterThan(0);

    const first = def.flags[0];
    if (first) {
      const r = io();
      expect(await runVerb(probe, [...paths, `--${first.name}x`], r.io)).toBe(def.usageExit ?? EXIT.usage);
      expect(r.err()).toContain(`unknown option --${first.name}x (did you mean --${first.name}?)`);
    }
    // A value outside a flag's choices is refused, naming them.
    for (const f of def.flags.filter((x) => x.choices)) {
      const r = io();
      expect(await runVerb(probe, [...paths, `--${f.name}`, "no-such-value"], r.io)).toBe(def.usageExit ?? EXIT.usage);
      expect(r.err()).toContain(`--${f.name} takes ${f.choices!.join(", ")}, not 'no-such-value'`);
    }
    // A verb that needs paths says so, with its usage code.
    if (typeof def.positionals === "object") {
      const r = io();
      expect(await runVerb(probe, needed, r.io)).toBe(def.usageExit ?? EXIT.usage);
      expect(r.err()).toContain(def.positionals.required);
    }
  });
});
