import "./chunk-WVFJ2GPP.js";

// src/pipeline/pool.ts
async function runInPool(files, setup, options, callbacks) {
  const { onPart, onResult, fallback } = callbacks;
  const { Worker } = await import("node:worker_threads");
  const depth = options.depth ?? 2;
  const batches = [];
  for (let start = 0, id = 0; start < files.length; start += options.batchFiles, id++) {
    batches.push({ id, start, files: files.slice(start, start + options.batchFiles) });
  }
  let next = 0;
  const orphaned = [];
  const slots = [];
  await new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      const busy = slots.some((s) => !s.dead && s.inflight.size > 0);
      if (busy || next < batches.length && slots.some((s) => !s.dead)) return;
      settled = true;
      resolve();
    };
    const feed = (slot) => {
      while (!slot.dead && slot.inflight.size < depth && next < batches.length) {
        const batch = batches[next++];
        slot.inflight.set(batch.id, batch);
        const message = { id: batch.id, files: batch.files };
        slot.worker.postMessage(message);
      }
    };
    const bury = (slot, why) => {
      if (slot.dead) return;
      slot.dead = true;
      for (const batch of slot.inflight.values()) orphaned.push({ batch, why });
      slot.inflight.clear();
      void slot.worker.terminate();
      done();
    };
    const count = Math.max(1, Math.min(options.workers, batches.length));
    for (let i = 0; i < count; i++) {
      const worker = new Worker(options.workerUrl, {
        workerData: options.spillFile ? { ...setup, spill: options.spillFile(i + 1) } : setup,
        resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb ?? 16, maxOldGenerationSizeMb: options.oldGenerationMb ?? 512 }
      });
      const slot = { worker, inflight: /* @__PURE__ */ new Map(), dead: false };
      slots.push(slot);
      worker.on("message", (reply) => {
        const batch = slot.inflight.get(reply.id);
        if (!batch) return;
        if ("part" in reply) {
          onPart(batch.start + reply.index, reply.part, i + 1);
          return;
        }
        slot.inflight.delete(reply.id);
        reply.results.forEach((r, k) => onResult(batch.start + k, r, i + 1));
        feed(slot);
        done();
      });
      worker.on("error", (err) => bury(slot, err.message || String(err)));
      worker.on("exit", (code) => bury(slot, `exit code ${code}`));
      feed(slot);
    }
  });
  for (const slot of slots) slot.dead = true;
  await Promise.all(slots.map((s) => s.worker.terminate()));
  const leftovers = [...orphaned, ...batches.slice(next).map((batch) => ({ batch, why: "no worker thread left" }))];
  for (const { batch, why } of leftovers) {
    for (let k = 0; k < batch.files.length; k++) await fallback(batch.start + k, batch.files[k], why);
  }
}
export {
  runInPool
};
