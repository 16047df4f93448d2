// Build step (Node.js, whose zlib has Brotli): compress files with Brotli, for the servers
// and browsers that take it (the site's `make serve` and every current browser). Quality 9
// with the largest window: Pyodide's WebAssembly in 6 s instead of half a minute at
// quality 11, for 3.1 MB instead of 2.8 (gzip: 3.5).
//
//   node site_hooks/brotli.mjs < [[SOURCE, TARGET], ...]   (JSON on standard input)
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

const pairs = JSON.parse(readFileSync(0, "utf8"));
for (const [source, target] of pairs) {
  const data = readFileSync(source);
  writeFileSync(target, brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }));
}
