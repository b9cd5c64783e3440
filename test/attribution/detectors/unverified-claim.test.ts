// unverified-claim: "fixed" after an edit needs a test run.
import { detectorTable, mk } from "./support.js";

const after = (check: { name: string; output: string }) =>
  mk([
    { kind: "tool_call", name: "edit_file", input: { path: "cart/views.py" }, output: "added guard" },
    { kind: "tool_call", name: check.name, input: { path: "cart/tests.py" }, output: check.output },
    { kind: "response", output: "These changes have successfully fixed the checkout 500." },
  ]);

detectorTable("unverified-claim", {
  fires: [{ name: "'fixed' after an edit and a read", trace: after({ name: "read_file", output: "tests" }), mode: "FM-3.2", step: 2 }],
  misses: [{ name: "'fixed' after an edit and a test run", trace: after({ name: "run_tests", output: "12 passed" }) }],
});
