"""Reference timing: approximately's verify, as its README states the chain, over the bench's
corpus (one JSON trace per line on stdin). Texts are read first; json.loads and the chain are
timed, as the TypeScript bench times JSON.parse and verifyTrace. Prints seconds and the count
of intact traces as JSON. Keyed when a hex key is given as argv[1]."""
import hashlib
import hmac
import json
import sys
import time

key = bytes.fromhex(sys.argv[1]) if len(sys.argv) > 1 else None
texts = sys.stdin.read().splitlines()
start = time.perf_counter()
intact = 0
for text in texts:
    trace = json.loads(text)
    integ = trace["meta"]["integrity"]
    prev = hashlib.sha256(f"{trace['task']}|{trace['model']}|{trace['created_at']}".encode()).hexdigest()
    ok = hmac.compare_digest(prev, integ["seed"])
    for i, step in enumerate(trace["steps"]):
        data = prev.encode() + json.dumps(step, sort_keys=True).encode()
        prev = hmac.new(key, data, hashlib.sha256).hexdigest() if key else hashlib.sha256(data).hexdigest()
        ok = ok and i < len(integ["step_hashes"]) and hmac.compare_digest(prev, integ["step_hashes"][i])
    if ok and hmac.compare_digest(prev, integ["final"]):
        intact += 1
print(json.dumps({"seconds": time.perf_counter() - start, "intact": intact}))
