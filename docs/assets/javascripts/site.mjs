// The site's behaviour on every page. Each feature finds its parts by data attributes.
import { engine, format, plural } from "./engine-client.mjs";
import { hashId } from "./safe-url.mjs";

// Switching language keeps the reader on the same page *and* the same #anchor (a ruling,
// a walkthrough step), also in a new tab: the menu's links carry the current hash in
// their href. Walkthroughs change the hash without a hashchange event (replaceState), so
// the links are brought up to date again whenever the reader reaches for one.
function syncLanguageLinks() {
  for (const link of document.querySelectorAll("a.md-select__link[hreflang]")) {
    const target = new URL(link.href);
    target.hash = location.hash;
    link.href = target.href;
  }
}
syncLanguageLinks();
addEventListener("hashchange", syncLanguageLinks);
for (const type of ["pointerdown", "focusin", "contextmenu", "click"]) {
  document.addEventListener(type, (event) => {
    if (event.target.closest?.(".md-select")) syncLanguageLinks();
  }, true);
}

// Rulings: the ruling's permanent link (one control, one tab stop) opens its address and
// copies its share address, and says so, on screen and to screen readers (a live region); when the
// clipboard refuses, it says that too: the link is in the address bar. Opening a link to
// a ruling marks its block (the :target rule of the stylesheet does the same without JS).
const copyButtons = document.querySelectorAll("[data-ruling-copy]");
if (copyButtons.length) {
  const live = Object.assign(document.createElement("div"), { className: "site-live" });
  live.setAttribute("role", "status");
  document.body.append(live);
  let timer = null;
  for (const button of copyButtons) {
    button.addEventListener("click", async () => {
      // The ruling's share address (/r/<id>/, /sv/r/<id>/): its preview in a chat is the
      // ruling's statement, and it leads to the ruling here.
      const url = new URL(button.dataset.rulingShare, location.href);
      let copied = true;
      try {
        await navigator.clipboard.writeText(url.href);
      } catch {
        copied = false;
      }
      for (const other of copyButtons) {
        delete other.dataset.state;
        delete other.dataset.message;
      }
      button.dataset.state = copied ? "copied" : "failed";
      button.dataset.message = copied ? button.dataset.copied : button.dataset.copyFailed;
      live.textContent = button.dataset.message;
      clearTimeout(timer);
      timer = setTimeout(() => {
        delete button.dataset.state;
        delete button.dataset.message;
        live.textContent = "";
      }, 3000);
    });
  }
}

function highlightTarget() {
  for (const old of document.querySelectorAll(".ruling-highlight")) {
    old.classList.remove("ruling-highlight");
  }
  const id = hashId();
  const anchor = id ? document.getElementById(id) : null;
  if (anchor?.classList.contains("ruling-anchor")) {
    anchor.closest("tr, li, p")?.classList.add("ruling-highlight");
  }
}
highlightTarget();
addEventListener("hashchange", highlightTarget);

// Printing: walkthroughs print as their tables (the print stylesheet hides the widgets and
// opens the tables where the browser supports ::details-content; this opens them anywhere).
addEventListener("beforeprint", () => {
  for (const details of document.querySelectorAll("[data-walkthrough-static]:not([open])")) {
    details.open = true;
    details.dataset.openedForPrint = "";
  }
});
addEventListener("afterprint", () => {
  for (const details of document.querySelectorAll("[data-opened-for-print]")) {
    details.open = false;
    delete details.dataset.openedForPrint;
  }
});

// Walkthroughs of example hands: their modules are loaded only on pages that have one (each
// walkthrough loads walkthrough.mjs itself, as soon as it is read; this starts any left);
// each widget fetches its steps when its walkthrough comes near the viewport, and starts
// the engine only when it is seen or used. Their tables are elements only once needed.
const walkthroughs = document.querySelectorAll("[data-walkthrough]");
if (walkthroughs.length) {
  import("./walkthrough.mjs").then(({ start }) => start(walkthroughs));
}

// The learn path's list of lessons (the home page): the reader's results, kept in the
// browser by each lesson's questions; its module only where the list is.
const lessonResults = document.querySelector("[data-lesson-results]");
if (lessonResults) import("./lesson-path.mjs").then(({ start }) => start(lessonResults));

// The board ("Your hand"): its module only on its page.
const board = document.querySelector("[data-board]");
if (board) import("./board.mjs").then(({ start }) => start(board));

// The practice page: its module only there.
const practice = document.querySelector("[data-practice]");
if (practice) import("./practice.mjs").then(({ start }) => start(practice));

// Offline reading: the site's service worker (sw.js at the site's root) keeps what the
// reader's pages use. Every file this page loads without the worker (before the worker is
// in control: a first visit; `workerStart` is 0) is asked of the worker to keep as it
// arrives, a module imported late (a walkthrough's widget) included: asked only at the
// page's load, those were lost when the worker took control after it. Once the page has
// loaded, the page itself and the steps of every walkthrough of the page (unless the
// browser asks to save data) are asked too.
if ("serviceWorker" in navigator) {
  const root = new URL("../../", import.meta.url);
  navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname })
    .catch(() => {}); // not allowed here (a private window, or disabled): no offline reading
  const tell = (message) => navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message));
  new PerformanceObserver((list) => {
    const unkept = list.getEntries().filter((entry) => !entry.workerStart)
      .map((entry) => entry.name);
    if (unkept.length) tell({ keep: unkept });
  }).observe({ type: "resource", buffered: true });
  // Besides, the rules pages of the page's language (their text only, within the budget
  // of site_hooks/offline.py), so that they can be read offline even if never opened.
  const loaded = () => {
    const walkthroughs = navigator.connection?.saveData ? []
      : [...document.querySelectorAll("[data-walkthrough-src]")]
        .map((root) => new URL(root.dataset.walkthroughSrc, location.href).href);
    tell({ keep: [location.href, ...walkthroughs] });
    if (!navigator.connection?.saveData) tell({ keep: "rules", page: location.href });
  };
  if (document.readyState === "complete") loaded();
  else addEventListener("load", loaded, { once: true });
}

// The page the service worker shows offline in place of a page it has not kept (at that
// page's address): it lists the pages of its language that are kept (their titles as they
// were kept, in links). The language menu links the other languages' offline pages, from
// which their home pages follow; this one's is the site's root or root + its language.
const keptList = document.querySelector("[data-offline-pages]");
if (keptList && "caches" in window) {
  const root = new URL("../../", import.meta.url).href;
  const others = [...document.querySelectorAll("a.md-select__link[hreflang]:not([aria-current])")]
    .map((link) => new URL(link.href, location.href).href.replace(/offline\/$/, ""));
  const home = others.includes(root) ? `${root}${document.documentElement.lang}/` : root;
  const homes = [home, ...others];
  // The language of a page of the site: the longest home page it is under.
  const homeOf = (url) => homes.filter((prefix) => url.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  (async () => {
    const pages = new Map();
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (!url.href.startsWith(root) || !url.pathname.endsWith("/") || url.search) continue;
        if (url.href === `${home}offline/` || homeOf(url.href) !== home) continue;
        if (pages.has(url.href)) continue;
        const text = await (await cache.match(request))?.text();
        const title = text && new DOMParser().parseFromString(text, "text/html").title;
        if (title) pages.set(url.href, title);
      }
    }
    keptList.replaceChildren(...[...pages].sort((a, b) => a[0].localeCompare(b[0]))
      .map(([href, title]) => {
        const link = Object.assign(document.createElement("a"), { href, textContent: title });
        const item = document.createElement("li");
        item.append(link);
        return item;
      }));
    document.querySelector("[data-offline-none]").hidden = pages.size > 0;
  })().catch(() => {});
}

// Search: Pagefind's UI, loaded on first use; it searches the index of the page's
// <html lang> only, so results are always in the reader's language, through the site's
// search/pagefind.js (Pagefind's API, without the pages found through a word cut back).
const search = document.querySelector("[data-site-search]");
if (search) {
  const toggle = search.querySelector("[data-site-search-toggle]");
  const panel = search.querySelector("[data-site-search-panel]");
  const pagefind = new URL("../../pagefind/", import.meta.url);
  let loaded = null;
  const load = () =>
    (loaded ??= new Promise((resolve, reject) => {
      const css = Object.assign(document.createElement("link"), {
        rel: "stylesheet",
        href: new URL("pagefind-ui.css", pagefind).href,
      });
      const script = Object.assign(document.createElement("script"), {
        src: new URL("pagefind-ui.js", pagefind).href,
        onload: resolve,
        onerror: reject,
      });
      document.head.append(css, script);
    }).then(() => {
      // eslint-disable-next-line no-undef
      new PagefindUI({
        element: panel,
        bundlePath: new URL("search/", import.meta.url).href,
        showSubResults: true,
        showImages: false,
        resetStyles: false,
      });
    }));
  const open = async (show, { restoreFocus = false } = {}) => {
    toggle.setAttribute("aria-expanded", String(show));
    panel.hidden = !show;
    if (show) {
      await load();
      panel.querySelector("input")?.focus();
    } else if (restoreFocus) {
      toggle.focus();
    }
  };
  toggle.addEventListener("click", () => open(panel.hidden));
  // A click or tap outside the search closes it, as Material's own search does.
  document.addEventListener("pointerdown", (event) => {
    if (!panel.hidden && !search.contains(event.target)) open(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) {
      open(false, { restoreFocus: true });
      return;
    }
    // Only the plain key opens search: Ctrl+S stays the browser's "save", Alt+S and
    // Cmd+/ stay the system's ("/" may need Shift on some keyboards).
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const typing = event.target.closest?.("input, textarea, select, [contenteditable]");
    if (!typing && (event.key === "/" || event.key === "s") && panel.hidden) {
      event.preventDefault();
      open(true);
    }
  });
}

// The engine demonstration on the "Example hands" page: proves that the engine runs in
// the reader's browser, with a real call answered by the engine.
for (const demo of document.querySelectorAll("[data-engine-demo]")) {
  const status = demo.querySelector("[data-engine-status]");
  const answer = demo.querySelector("[data-engine-answer]");
  const { msgReady, msgFailed, msgAnswer } = demo.dataset;
  demo.dataset.state = "loading";
  const client = engine();
  client.ready
    .then(async (info) => {
      status.textContent = format(msgReady, info);
      const result = await client.call("rulings", {});
      const forms = JSON.parse(msgAnswer);
      answer.textContent = plural(forms, result.count, document.documentElement.lang, { first: result.ids[0] });
      demo.dataset.state = "ready";
    })
    .catch((error) => {
      // The reason is technical and English: kept out of the page's text, for debugging.
      status.textContent = msgFailed;
      demo.dataset.error = error.message;
      demo.dataset.state = "failed";
    });
}
