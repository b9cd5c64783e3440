// Agent, tool and step names come from traces and are untrusted: they must not inject markdown,
// HTML, table cells, mentions or issue references into a comment.

export function escapeCell(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([\\`*_{}[\]()#+\-.!|~])/g, "\\$1")
    .replace(/@/g, "@\u200b");
}
