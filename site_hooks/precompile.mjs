// Build step (Node.js): the part of Pyodide's standard library that the site ships, and the
// engine itself, as bytecode made by Pyodide's own interpreter, so that the reader downloads
// only what the engine can use and the browser does not compile it at every start.
//
//   node site_hooks/precompile.mjs PYODIDE_DIR ENGINE_DIR OUTPUT_ZIP
//   node site_hooks/precompile.mjs --check PYODIDE_DIR ENGINE_DIR TRIMMED_ZIP
//   node site_hooks/precompile.mjs --engine PYODIDE_DIR WHEEL OUTPUT_ZIP
//   node site_hooks/precompile.mjs --snapshot PYODIDE_DIR TRIMMED_ZIP ENGINE_ARCHIVE OUTPUT_DIR
//
// The first form runs Pyodide under Node as the engine's worker does in the browser (start,
// unpack the engine, import engine.web, replay a walkthrough), then lets
// site_hooks/stdlib_trim.py (run inside that Pyodide) find every standard module that was
// imported or that engine.web's import graph can reach, and write only those, compiled by
// Pyodide's own interpreter, so the bytecode matches the browser's exactly.
//
// The second form is the proof that a trimmed library is enough: every standard module the
// graph reaches that imports in the full library also imports in the trimmed one, started
// the same way. It prints a JSON object {"missing": [...], "checked": N}.
//
// The third writes the engine's wheel as the browser runs it
// (stdlib_trim.write_engine_bytecode).
//
// The fourth writes a memory snapshot of Pyodide started as the worker starts it (the
// trimmed library, the engine's archive unpacked, every module of the engine imported and
// its catalogues read), so that the browser restores the interpreter instead of starting
// Python and importing the engine, and needs no archive (engine-worker.mjs). OUTPUT_DIR receives:
//   snapshot.bin       the snapshot, without the pages of memory that it has as the
//                      WebAssembly module is instantiated (Pyodide's static data, which the
//                      browser has already): zeros there, a third smaller compressed
//   python_stdlib.zip  the modules of TRIMMED_ZIP that the snapshot has not imported (the
//                      engine may still import them later)
//   snapshot.json      {size, holes, checksum}: the snapshot's length, the pages left out
//                      ([start, end) in memory) and the sum (uint32) of their words as
//                      instantiated, which the worker checks before it restores anything
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const mode = ["--check", "--engine", "--snapshot"].includes(args[0]) ? args.shift() : "--trim";
const check = mode === "--check";
// The second argument is the engine's folder, or with --engine its wheel, or with
// --snapshot the trimmed library (and the third the engine's archive).
const [pyodideDir, engineDir, zipPath, outDir] = args;
if (!zipPath || (mode === "--snapshot") !== Boolean(outDir)) {
  console.error("usage: node precompile.mjs [--check | --engine] PYODIDE_DIR ENGINE_DIR|WHEEL ZIP");
  console.error("       node precompile.mjs --snapshot PYODIDE_DIR TRIMMED_ZIP ENGINE_ARCHIVE DIR");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);

if (mode === "--engine") {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
  pyodide.FS.mkdirTree("/tmp/work");
  pyodide.FS.writeFile("/tmp/work/stdlib_trim.py", readFileSync(join(here, "stdlib_trim.py")));
  pyodide.FS.writeFile("/tmp/work/engine.whl", readFileSync(engineDir));
  const count = pyodide.runPython(`
import sys
sys.path.insert(0, "/tmp/work")
import stdlib_trim
from pathlib import Path
stdlib_trim.write_engine_bytecode(Path("/tmp/work/engine.whl"), Path("/tmp/work/engine.zip"))
`);
  writeFileSync(zipPath, pyodide.FS.readFile("/tmp/work/engine.zip"));
  console.log(`${count} modules of the engine, as bytecode`);
  process.exit(0);
}

if (mode === "--snapshot") {
  // The WebAssembly memory as instantiated, before anything runs: Pyodide's static data.
  let memory;
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = WebAssembly[name];
    WebAssembly[name] = async (...call) => {
      const result = await original.apply(WebAssembly, call);
      memory = (result.instance ?? result).exports.memory;
      return result;
    };
  }
  let initial;
  const pyodide = await loadPyodide({
    indexURL: pyodideDir + "/",
    stdLibURL: engineDir,
    _makeSnapshot: true,
    // Nearly the same bytes from the same inputs (str hashes, and below the random module's
    // seed, which the worker draws again; a few kB still differ: clocks read as Python
    // starts). The build caches the snapshot by its inputs.
    env: { PYTHONHASHSEED: "0" },
    fsInit: async () => {
      initial = new Uint8Array(memory.buffer).slice();
    },
  });
  pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: "/lib/engine" });
  // Every module of the engine imported (the snapshot holds them all), and the modules of
  // the library that are still not imported written apart, as they are (bytecode), for the
  // engine to import later; by the modules the snapshot has already, so that it holds
  // nothing more. Then nothing read from the files before the snapshot is taken for granted
  // after it (the library is then the smaller zip, at the same path).
  const count = pyodide.runPython(`
def _snapshot_rest():
    import importlib, os, sys, zipfile
    sys.path.insert(0, "/lib/engine")
    for folder, _, names in sorted(os.walk("/lib/engine/engine")):
        for name in sorted(names):
            if name.endswith(".pyc") and name != "__main__.pyc":
                parts = os.path.join(folder, name)[len("/lib/engine/"):-4].split("/")
                importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    if "random" in sys.modules:  # reseeded by the worker
        sys.modules["random"].seed(0)
    # The catalogues, read once (engine.web keeps them): the worker unpacks no archive.
    for lang in sorted(os.listdir("/lib/engine/engine/locale")):
        sys.modules["engine.web"]._catalog(lang)
    library = next(p for p in sys.path if p.endswith(".zip"))
    kept = 0
    with zipfile.ZipFile(library) as source, zipfile.ZipFile("/tmp/rest.zip", "w") as out:
        for info in sorted(source.infolist(), key=lambda i: i.filename):
            parts = info.filename.removesuffix(".pyc").split("/")
            if ".".join(parts[:-1] if parts[-1] == "__init__" else parts) in sys.modules:
                continue
            entry = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = info.external_attr
            out.writestr(entry, source.read(info))
            kept += 1
    sys.path_importer_cache.clear()
    sys.modules["zipimport"]._zip_directory_cache.clear()
    return kept
_snapshot_rest()
`);
  pyodide.runPython("del _snapshot_rest\nimport gc\ngc.collect()");
  const snapshot = pyodide.makeMemorySnapshot();
  // The pages of static data that the snapshot has as they were instantiated are left out
  // (zeros): the browser has them. The worker checks the sum of those it has.
  const at = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4)[1]; // where memory begins
  let base = initial.length;
  while (base > 0 && initial[base - 1] === 0) base--;
  const page = 4096;
  const holes = [];
  for (let start = 0; start < base; start += page) {
    const kept = snapshot.subarray(at + start, at + start + page);
    if (Buffer.compare(kept, initial.subarray(start, start + page)) !== 0) continue;
    if (holes.at(-1)?.[1] === start) holes.at(-1)[1] = start + page;
    else holes.push([start, start + page]);
  }
  let checksum = 0;
  for (const [start, end] of holes) {
    const words = new Uint32Array(initial.buffer, start, (end - start) / 4);
    for (let i = 0; i < words.length; i++) checksum = (checksum + words[i]) >>> 0;
    snapshot.fill(0, at + start, at + end);
  }
  writeFileSync(join(outDir, "snapshot.bin"), snapshot);
  writeFileSync(join(outDir, "python_stdlib.zip"), pyodide.FS.readFile("/tmp/rest.zip"));
  writeFileSync(join(outDir, "snapshot.json"), JSON.stringify({ size: snapshot.length, holes, checksum }));
  console.log(`a snapshot of ${snapshot.length} bytes; ${count} modules of the library left to import`);
  process.exit(0);
}

// The engine's sources, as the wheel installs them.
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__" && name !== "locale") yield* files(path);
    } else if (name.endsWith(".py")) yield path;
  }
}

/** Pyodide started as the engine's worker starts it: the engine unpacked from a zip onto
 *  sys.path, engine.web imported and a walkthrough replayed. */
async function start(stdLibURL) {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", ...(stdLibURL ? { stdLibURL } : {}) });
  const src = "/tmp/engine-src";
  for (const path of files(engineDir)) {
    const target = join(src, "engine", relative(engineDir, path));
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, readFileSync(path));
  }
  const wheel = pyodide.runPython(`
import io, os, zipfile
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w") as wheel:
    for folder, _, names in os.walk("${src}"):
        for name in names:
            path = os.path.join(folder, name)
            wheel.write(path, os.path.relpath(path, "${src}"))
buffer.getvalue()
`).toJs();
  pyodide.FS.mkdirTree("/tmp/work");
  pyodide.unpackArchive(wheel, "zip", { extractDir: "/lib/engine" });
  pyodide.runPython(`
import sys
sys.path.insert(0, "/lib/engine")
import engine.web
from engine.narration import DictCatalog
engine.web.walkthrough("""rules: standard
dealer: N
N: 9c Tc Qc 9d Td
E: Jh Ah Kh 9s Ts
S: Ac Kc 9h Qs Jd
W: Ad Kd Qd As Ks
upcard: Qh
E order-up
N discard 9c
E play Jh""", DictCatalog({}))
import json
`);
  return pyodide;
}

const full = await start();
// What the start imported, before this script imports anything more.
const started = full.runPython("json.dumps(sorted(sys.modules))");
full.FS.writeFile("/tmp/work/stdlib_trim.py", readFileSync(join(here, "stdlib_trim.py")));
full.globals.set("started_json", started);
const graph = full.runPython(`
sys.path.insert(0, "/tmp/work")
import stdlib_trim
from pathlib import Path
zip_path = stdlib_trim.stdlib_zip()
keep, _ = stdlib_trim.needed(zip_path, json.loads(started_json), "/lib/engine", Path("/tmp/work"))
json.dumps(sorted(keep))
`);
const keep = JSON.parse(graph);

if (!check) {
  full.globals.set("keep_json", graph);
  const count = full.runPython(`
stdlib_trim.write_trimmed(zip_path, set(json.loads(keep_json)), Path("/tmp/work/trimmed.zip"))
`);
  writeFileSync(zipPath, full.FS.readFile("/tmp/work/trimmed.zip"));
  console.log(`${count} modules of the standard library kept, as bytecode`);
} else {
  // Which of them import in the full library, then in the trimmed one.
  const importable = (pyodide) => {
    pyodide.globals.set("keep_json", graph);
    return JSON.parse(pyodide.runPython(`
import importlib, json
ok = []
for entry in json.loads(keep_json):
    name = entry[:-3].replace("/", ".").removesuffix(".__init__")
    try:
        importlib.import_module(name)
        ok.append(name)
    except Exception:
        pass
json.dumps(ok)
`));
  };
  const expected = importable(full);
  const trimmed = await start(zipPath);
  const found = new Set(importable(trimmed));
  const missing = expected.filter((name) => !found.has(name));
  console.log(JSON.stringify({ missing, checked: expected.length, graph: keep.length }));
}
