// The site's behaviour on every page. Each feature finds its parts by data attributes.
import { engine, format } from "./engine-client.mjs";

// Switching language keeps the reader on the same page *and* the same #anchor
// (a ruling, a walkthrough step). Material's links carry the page only.
document.addEventListener("click", (event) => {
  const link = event.target.closest?.("a.md-select__link[hreflang]");
  if (link && location.hash) {
    const target = new URL(link.href);
    target.hash = location.hash;
    link.href = target.href;
  }
}, true);

// Rulings: the copy-link button copies the ruling's permanent link; opening a link to a
// ruling marks its block (the :target rule of the stylesheet does the same without JS).
for (const button of document.querySelectorAll("[data-ruling-copy]")) {
  button.addEventListener("click", async () => {
    const url = new URL(location.href);
    url.hash = button.dataset.rulingCopy;
    try {
      await navigator.clipboard.writeText(url.href);
    } catch {
      // No clipboard permission (an insecure page, an old browser): show the link instead.
      history.replaceState(null, "", url);
    }
    button.dataset.state = "copied";
    setTimeout(() => delete button.dataset.state, 2000);
  });
}

function highlightTarget() {
  for (const old of document.querySelectorAll(".ruling-highlight")) {
    old.classList.remove("ruling-highlight");
  }
  const id = decodeURIComponent(location.hash.slice(1));
  const anchor = id ? document.getElementById(id) : null;
  if (anchor?.classList.contains("ruling-anchor")) {
    anchor.closest("tr, li, p")?.classList.add("ruling-highlight");
  }
}
highlightTarget();
addEventListener("hashchange", highlightTarget);

// Walkthroughs of example hands: their module is loaded only on pages that have one, and
// it starts the engine only when a walkthrough comes near the viewport.
const walkthroughs = document.querySelectorAll("[data-walkthrough]");
if (walkthroughs.length) {
  import("./walkthrough.mjs").then(({ start }) => start(walkthroughs));
}

// Search: Pagefind's UI, loaded on first use; it searches the index of the page's
// <html lang> only, so results are always in the reader's language.
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
      new PagefindUI({ element: panel, showSubResults: true, resetStyles: false });
    }));
  const open = async (show) => {
    toggle.setAttribute("aria-expanded", String(show));
    panel.hidden = !show;
    if (show) {
      await load();
      panel.querySelector("input")?.focus();
    }
  };
  toggle.addEventListener("click", () => open(panel.hidden));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) open(false);
    const typing = event.target.closest?.("input, textarea, [contenteditable]");
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
      answer.textContent = format(msgAnswer, { count: result.count, first: result.ids[0] });
      demo.dataset.state = "ready";
    })
    .catch((error) => {
      status.textContent = format(msgFailed, { error: error.message });
      demo.dataset.state = "failed";
    });
}
