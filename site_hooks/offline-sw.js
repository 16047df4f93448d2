// The site's service worker (written by site_hooks/offline.py at the site's root as sw.js):
// after a first visit, the site works offline: the pages visited, every walkthrough of
// them, and the rules engine once it has run; besides, the five home pages and the rules
// pages of the reader's language (their text), and in place of a page not kept, the page
// that says so in the language of the page asked for, with the pages that are kept.
//
// One cache per build (its name holds a hash of every file of the build): a new build
// changes this file, the browser installs the new worker on the next visit, and the old
// build's cache is deleted. Online, every request goes to the network, as without this
// worker (a page is never older than the site), and what arrives is kept; offline, the
// kept answer is given. But the engine's runtime and snapshot, the same for the whole build
// (Pyodide's files, the engine's folder named by its hash), come from the cache once kept:
// on a second visit the engine starts without asking the network.
const VERSION = "__VERSION__";
/** The engine's files, relative to this file: kept once the engine has run. */
const ENGINE = __ENGINE__;
/** The pages kept whatever the reader opens, relative to this file: each language's home
 *  ("" for the default language's, "sv/"…) with its offline page and its rules pages. */
const PAGES = __PAGES__;
const CACHE = `euchre-${VERSION}`;
/** The engine's files that are the same for the whole build, as URLs (not its manifest,
 *  which names the others, nor the site's modules). */
const STEADY = new Set(ENGINE.filter((path) => /^assets\/(pyodide\/|engine\/[0-9a-f]{16}\/)/.test(path))
  .map((path) => own(`./${path}`)));

/** The URL of a page of PAGES ("" is the site's root, not this file). */
const page = (path) => own(`./${path}`);

/** The language home a URL of the site is under (the longest), or "". */
function homeOf(url) {
  const path = url.slice(new URL("./", self.location.href).href.length);
  return Object.keys(PAGES).filter((home) => path.startsWith(home))
    .sort((a, b) => b.length - a.length)[0] ?? "";
}

// Installed: the five home pages and the five offline pages are kept at once.
self.addEventListener("install", (event) => {
  event.waitUntil(keep(Object.entries(PAGES).flatMap(([home, { offline }]) => [home, offline])
    .map(page)).finally(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("euchre-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

/** The site's own URL without its #fragment, or null for another site's. */
function own(url) {
  try {
    const parsed = new URL(url, self.location.href);
    parsed.hash = "";
    return parsed.origin === self.location.origin ? parsed.href : null;
  } catch {
    return null;
  }
}

const keepable = (response) => response.ok && response.type === "basic" && !response.redirected;

/** Keep the answers to ``urls`` that the cache lacks (fetched again, mostly from the
 *  browser's own cache). */
async function keep(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(urls.map(async (url) => {
    if (await cache.match(url)) return;
    try {
      const response = await fetch(url);
      if (keepable(response)) await cache.put(url, response);
    } catch {
      // Offline already, or gone: nothing to keep.
    }
  }));
}

// A page asks to keep what it used before this worker controlled it ({keep: [url, …]}),
// the engine's files once the engine has run ({keep: "engine"}), or the rules pages of its
// language ({keep: "rules", page: its URL}).
self.addEventListener("message", (event) => {
  const wanted = event.data?.keep;
  if (!wanted) return;
  const from = typeof event.data.page === "string" ? own(event.data.page) : null;
  const urls = (wanted === "engine" ? ENGINE.map(own)
    : wanted === "rules" && from ? PAGES[homeOf(from)].rules.map(page)
    : Array.isArray(wanted) ? wanted.slice(0, 500).map(own) : [])
    .filter(Boolean);
  event.waitUntil(keep([...new Set(urls)]));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !own(request.url)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const steady = STEADY.has(own(request.url));
    const kept = steady && await cache.match(request);
    if (kept) return kept;
    try {
      const response = await fetch(request);
      // The engine's runtime and snapshot (40 MB once decompressed) are kept once the engine
      // has started ({keep: "engine"}), not while it starts.
      if (keepable(response) && !steady) {
        const copy = response.clone();
        event.waitUntil((async () => {
          if (!(await cache.match(request))) await cache.put(request, copy);
        })());
      }
      return response;
    } catch (error) {
      const kept = await cache.match(request);
      if (kept) return kept;
      // A page not kept: the page that says so, in the language of the page asked for.
      const offline = request.mode === "navigate"
        && await cache.match(page(PAGES[homeOf(request.url)].offline));
      if (offline) return offline;
      throw error;
    }
  })());
});
