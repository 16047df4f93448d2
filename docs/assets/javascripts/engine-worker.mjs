// The rules engine in a module Web Worker: Pyodide runs the engine's own code, as bytecode.
// Every URL is resolved from this file's URL, so pages at /x/ and /sv/x/ share it.
// Protocol: the page posts {id, method, params}; the worker answers {id, result} or
// {id, error}; it first posts {status: "ready" | "failed", ...} once.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const assets = new URL("../", import.meta.url);

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

// Start-up, everything in parallel: Pyodide fetches and compiles its runtime while the
// engine's manifest (with the lock, so that Pyodide does not fetch its lock file) and then
// the engine's archive arrive; the archive is unpacked straight onto sys.path.
async function boot() {
  const manifestURL = new URL("engine/manifest.json", assets);
  const manifest = fetch(manifestURL).then((r) => {
    if (!r.ok) throw new Error(`${manifestURL}: HTTP ${r.status}`);
    return r.json();
  });
  const archive = manifest.then(async ({ archive: path }) => {
    const response = await fetch(new URL(`engine/${path}`, assets));
    if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  archive.catch(() => {}); // reported by the await below, not as an unhandled rejection
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", assets).href,
    lockFileContents: manifest.then((m) => m.lock),
  });
  pyodide.unpackArchive(await archive, "zip", { extractDir: "/lib/engine" });
  pyodide.runPython("import sys; sys.path.insert(0, '/lib/engine')");
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
