// Trace text shown in the comment must not notify anyone or cross-link anything: GitHub turns
// @user, @org/team, #12, GH-12 and owner/repo#12 in rendered text into mentions and links. What
// matters is the text after markdown is rendered (a backslash escape is gone by then), so each
// output is rendered with markdown-it and its text checked.
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { htmlText, mdInline } from "../../src/untrusted/sanitize.js";

const md = new MarkdownIt({ html: true, linkify: false });
/** The visible text of rendered markdown, entities decoded. */
function rendered(markdown: string): string {
  const html = md.render(markdown);
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** What GitHub would link or notify in rendered text. */
const LIVE = [/(?<![\w])@[A-Za-z0-9]/, /(?<![\w&])#\d/, /\bGH-\d/i, /[\w.-]+\/[\w.-]+#\d/];

const HOSTILE = ["fixed in GH-2 by @octocat", "see gh-15, #3 and octo-org/octo-repo#42", "ping @octo-org/security about GH-7", "(GH-8) [#9] {@x}", "email me at a@b.c"];

describe("references and mentions stay dead after escaping", () => {
  it.each(HOSTILE)("mdInline: %s", (text) => {
    const out = rendered(mdInline(text));
    for (const live of LIVE) expect(out, `${live} in ${JSON.stringify(out)}`).not.toMatch(live);
  });

  it.each(HOSTILE)("htmlText: %s", (text) => {
    const out = rendered(`<summary>${htmlText(text)}</summary>`);
    for (const live of LIVE) expect(out, `${live} in ${JSON.stringify(out)}`).not.toMatch(live);
  });

  it("keeps the words readable (the breaks are invisible)", () => {
    expect(
      rendered(mdInline("fixed in GH-2 by @octocat"))
        .replace(/\u200B/g, "")
        .trim(),
    ).toBe("fixed in GH-2 by @octocat");
  });
});
