// Build step (Node.js): Pyodide's standard library with the modules the engine needs
// compiled to bytecode, so that the reader's browser does not compile them at every start.
//
//   node site_hooks/precompile.mjs PYODIDE_DIR ENGINE_DIR OUTPUT_ZIP
//
// Pyodide ships python_stdlib.zip as source only: at start-up, and when the engine is
// imported, Python compiles every module it imports, which takes most of the engine's
// start-up time in a browser. This script runs the same Pyodide under Node, imports the
// engine and runs a walkthrough (as the browser does), and rewrites the zip with every
// standard module then imported as a .pyc (the source of the others is kept). The bytecode
// comes from Pyodide's own interpreter, so it matches the browser's exactly.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, engineDir, output] = process.argv.slice(2);
if (!output) {
  console.error("usage: node precompile.mjs PYODIDE_DIR ENGINE_DIR OUTPUT_ZIP");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

// The engine's sources, as the wheel installs them.
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__" && name !== "locale") yield* files(path);
    } else if (name.endsWith(".py")) yield path;
  }
}
const site = "/tmp/engine-src";
for (const path of files(engineDir)) {
  const target = join(site, "engine", relative(engineDir, path));
  pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  pyodide.FS.writeFile(target, readFileSync(path));
}

pyodide.runPython(`
import sys, zipfile, marshal, importlib.util
sys.path.insert(0, ${JSON.stringify(site)})
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
try:
    engine.web.load_catalog("en")
except OSError:
    pass

stdlib = next(p for p in sys.path if p.endswith(".zip"))
used = {
    module.__spec__.origin[len(stdlib) + 1:]
    for module in list(sys.modules.values())
    if getattr(module, "__spec__", None) is not None
    and isinstance(module.__spec__.origin, str)
    and module.__spec__.origin.startswith(stdlib + "/")
    and module.__spec__.origin.endswith(".py")
}
source = zipfile.ZipFile(stdlib)
out = zipfile.ZipFile("/tmp/stdlib.zip", "w", zipfile.ZIP_DEFLATED)
for info in sorted(source.infolist(), key=lambda i: i.filename):
    data = source.read(info)
    name = info.filename
    if name in used:
        code = compile(data, name, "exec", dont_inherit=True)
        data = importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)
        name = name[:-3] + ".pyc"
    entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    entry.compress_type = zipfile.ZIP_DEFLATED if not name.endswith("/") else zipfile.ZIP_STORED
    entry.external_attr = info.external_attr
    out.writestr(entry, data)
out.close()
print(len(used), "modules compiled")
`);
writeFileSync(output, pyodide.FS.readFile("/tmp/stdlib.zip"));
