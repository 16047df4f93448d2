// The rules engine in a module Web Worker: Pyodide runs the engine's own code, as bytecode.
// Every URL is resolved from this file's URL, so pages at /x/ and /sv/x/ share it.
// Protocol: the page posts {id, method, params}; the worker answers {id, result} or
// {id, error}; it first posts {status: "ready" | "failed", ...} once.
const assets = new URL("../", import.meta.url);

// Pyodide's loader, asked for while the engine's manifest is: both come before anything else.
const loader = import("../pyodide/pyodide.mjs");
loader.catch(() => {}); // reported by boot(), not as an unhandled rejection

// Pyodide only warns, and then waits for ever, when its WebAssembly file cannot be
// loaded or compiled: turn that warning into a failure the page can report.
const wasmFailure = new Promise((_, reject) => {
  const warn = console.warn.bind(console);
  console.warn = (...args) => {
    if (String(args[0]).startsWith("wasm instantiation failed")) {
      reject(new Error("the WebAssembly runtime (pyodide.asm.wasm) could not be loaded"));
    }
    warn(...args);
  };
});

async function bytes(path) {
  const response = await fetch(new URL(`engine/${path}`, assets));
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// The WebAssembly memory of the Pyodide being started, as soon as it is instantiated.
let memory = null;
for (const name of ["instantiateStreaming", "instantiate"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = async (...call) => {
    const result = await original.apply(WebAssembly, call);
    memory = (result.instance ?? result).exports.memory;
    return result;
  };
}

/** Pyodide restored from the build's memory snapshot (site_hooks/precompile.mjs
 *  --snapshot): the interpreter started, the whole engine imported and its catalogues
 *  read, without running any of it. The snapshot arrives while Pyodide compiles its WebAssembly. It leaves out the
 *  pages of memory that are as instantiated (Pyodide's static data): they are copied from
 *  the memory just instantiated, once the sum of their words is the one the build saw. A
 *  snapshot that cannot be had or does not fit is refused by Pyodide (no magic number),
 *  and the worker starts Python itself. */
async function fromSnapshot(loadPyodide, { file, stdlib, size, holes, checksum }, lock) {
  const image = new Uint8Array(size);
  const arriving = bytes(file);
  arriving.catch(() => {}); // reported through Pyodide's refusal, below
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", assets).href,
    stdLibURL: new URL(`engine/${stdlib}`, assets).href,
    lockFileContents: lock,
    _loadSnapshot: image,
    // After the WebAssembly is instantiated, before the snapshot is restored.
    fsInit: async () => {
      try {
        const snapshot = new Uint8Array(await arriving);
        if (snapshot.length !== size || !memory) return;
        let sum = 0;
        for (const [start, end] of holes) {
          const words = new Uint32Array(memory.buffer, start, (end - start) / 4);
          for (let i = 0; i < words.length; i++) sum = (sum + words[i]) >>> 0;
        }
        if (sum !== checksum) return;
        image.set(snapshot);
        const at = new Uint32Array(image.buffer, 4, 1)[0]; // where the memory begins
        const instantiated = new Uint8Array(memory.buffer);
        for (const [start, end] of holes) image.set(instantiated.subarray(start, end), at + start);
      } catch {
        image.fill(0, 0, 4); // no magic number: refused
      }
    },
  });
  // Anything drawn at random differs from one reader to the next.
  pyodide.runPython("import sys\nif 'random' in sys.modules: sys.modules['random'].seed()");
  return pyodide;
}

/** Pyodide started as it comes: the interpreter, then the engine imported from its archive
 *  (unpacked onto sys.path: its modules and its catalogues). */
async function started(loadPyodide, { lock, archive }) {
  const files = bytes(archive);
  files.catch(() => {}); // reported by the await below, not as an unhandled rejection
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", assets).href, lockFileContents: lock });
  pyodide.unpackArchive(await files, "zip", { extractDir: "/lib/engine" });
  pyodide.runPython("import sys; sys.path.insert(0, '/lib/engine')");
  return pyodide;
}

// Start-up, everything in parallel: the engine's manifest (the lock, so that Pyodide does
// not fetch its lock file, and what there is to fetch) and Pyodide's loader first, then
// Pyodide fetches and compiles its runtime while the snapshot, with the whole engine in it
// (or the engine's archive), arrives.
async function boot() {
  const manifestURL = new URL("engine/manifest.json", assets);
  const manifest = await fetch(manifestURL).then((r) => {
    if (!r.ok) throw new Error(`${manifestURL}: HTTP ${r.status}`);
    return r.json();
  });
  const { loadPyodide } = await loader;
  let pyodide = null;
  if (manifest.snapshot) {
    pyodide = await fromSnapshot(loadPyodide, manifest.snapshot, manifest.lock).catch((error) => {
      console.warn(`the engine's snapshot was not restored: ${error}`);
      return null;
    });
  }
  pyodide ??= await started(loadPyodide, manifest);
  return pyodide.pyimport("engine.web");
}

const ready = Promise.race([boot(), wasmFailure]);

ready.then(
  (web) => postMessage({ status: "ready", info: JSON.parse(web.info()) }),
  (error) => postMessage({ status: "failed", error: String(error) }),
);

onmessage = async ({ data: { id, method, params } }) => {
  try {
    const web = await ready;
    const answer = web.call(method, JSON.stringify(params ?? {}));
    postMessage({ id, result: JSON.parse(answer) });
  } catch (error) {
    postMessage({ id, error: String(error) });
  }
};
