// Writes docs/detectors/ (scripts/detector-docs.ts renders it): run after changing a detector's
// meta or its test table; test/attribution/detectors/registry.test.ts fails until the pages match.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { DOCS_DIR, renderAll } from "./detector-docs.js";

const pages = renderAll();
mkdirSync(DOCS_DIR, { recursive: true });
// Pages of detectors that are gone go too.
for (const f of readdirSync(DOCS_DIR)) if (!pages.has(`${DOCS_DIR}/${f}`)) rmSync(`${DOCS_DIR}/${f}`);
for (const [path, text] of pages) writeFileSync(path, text);
console.log(`wrote ${pages.size} pages in ${DOCS_DIR}/`);
