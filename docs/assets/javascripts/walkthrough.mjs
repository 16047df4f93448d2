// Hand walkthroughs on a page: each walkthrough's steps were computed at build time by the
// engine (a JSON file the page links to). This module, loaded by each walkthrough's own
// script, fetches a walkthrough's steps when it comes within a screen of the reader's view,
// or at once when the address names one of its steps, and then builds its widget
// (widget.mjs) in place of the first view drawn at build time. Until then, and for good if
// the steps cannot be had, the walkthrough's tables stand in for it (hand-tables.mjs).
// It also keeps the step links (`#walk-ID-step-N`): the widget shows the step the address
// names, and the address follows the step the reader moves to in the recorded hand.
// A walkthrough in the reader's view (or named by the address) starts the page's engine at
// once, while its steps are fetched and its widget built: the widget would start it as soon
// as it is shown anyway (engine-session.mjs), unless the browser asks to save data.
import { engine, format } from "./engine-client.mjs";
import { decode } from "./safe-url.mjs";
import { showTables, watchTables } from "./hand-tables.mjs";

// The widget's modules (most of the page's script: the widget and its parts), asked for as
// this module runs and waited for only to build a widget, so that the engine, the longest
// to start, is started without waiting for them (half a second sooner here).
const widget = import("./widget.mjs");
widget.catch(() => {}); // a walkthrough that cannot be built shows its tables (build())

/** At most a short part of an untrusted text, without control or invisible characters
 *  (shown as text, never as markup). */
function quoted(text, size = 12) {
  const chars = [...text.replace(/[\p{C}\p{Zl}\p{Zp}]/gu, "")];
  return chars.length > size ? `${chars.slice(0, size).join("")}…` : chars.join("");
}

const linksTo = (root, hash) => hash.startsWith(`#walk-${root.dataset.walkthrough}-step-`);

/** The step of the walkthrough of `data` that the address names, `{index, message}` (the
 *  deal and a warning for a step it lacks), or null when it names none of its steps. */
function linkedStep(data) {
  const prefix = `#walk-${data.id}-step-`;
  const hash = decode(location.hash);
  if (!hash.startsWith(prefix)) return null;
  const wanted = hash.slice(prefix.length);
  const index = /^\d+$/.test(wanted) ? Number(wanted) : -1;
  if (index >= 0 && index < data.steps.length) return { index, message: null };
  const text = format(data.texts["no-step"], { step: quoted(wanted) });
  return { index: 0, message: { text, kind: "warning" } };
}

/** The widget of the walkthrough in `root`, at the step the address names, and its step
 *  links: the address follows the reader, and the widget the address. */
function open(root, data, Walkthrough) {
  const view = root.querySelector("[data-walkthrough-widget]");
  // A first view drawn at build time (shown, inert) was scrolled to, as the page was read,
  // when the address names one of the walkthrough's steps (site_hooks/walkthrough.py,
  // SCROLL_TO_LINKED_VIEW): the widget does not scroll there again once built, which
  // could be long after the reader has scrolled on.
  const scrolledToByPage = !view.hidden;
  const linked = linkedStep(data);
  const walkthrough = new Walkthrough(root, data, { step: linked?.index ?? 0, message: linked?.message ?? null });
  if (linked && !scrolledToByPage) requestAnimationFrame(() => view.scrollIntoView({ block: "start" }));
  walkthrough.addEventListener("step", ({ detail }) => {
    if (!detail.moved || detail.branch) return;
    const hash = `#walk-${data.id}-step-${detail.index}`;
    if (location.hash !== hash) history.replaceState(history.state, "", hash);
  });
  addEventListener("hashchange", () => {
    const step = linkedStep(data);
    if (step) walkthrough.showRecorded(step.index, { message: step.message });
    // Another anchor: the warning about a bad step link is no longer true.
    else if (walkthrough.message?.kind === "warning") walkthrough.say(null);
  });
  return walkthrough;
}

/** A walkthrough's steps, from the JSON file its region links to. */
async function load(root) {
  const url = new URL(root.dataset.walkthroughSrc, location.href);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

// Each walkthrough is built once, when its steps have arrived: {root: Promise<Walkthrough|null>}.
const built = new Map();
const started = new Set();

/** Start the page's engine ahead of the widget that `root` will show in the reader's view. */
function startEngineFor(root) {
  if (navigator.connection?.saveData) return;
  const { top, bottom } = root.getBoundingClientRect();
  if (top < innerHeight && bottom > 0) engine();
}

function build(root) {
  if (!built.has(root)) {
    built.set(root, Promise.all([load(root), widget]).then(
      ([data, { Walkthrough }]) => open(root, data, Walkthrough),
      () => {
        // Without its steps (or its widget), the walkthrough is its tables (not the first view drawn at
        // build time, whose controls would do nothing).
        const widget = root.querySelector("[data-walkthrough-widget]");
        if (widget) widget.hidden = true;
        const details = root.querySelector("[data-walkthrough-static]");
        if (details) {
          showTables(details);
          details.open = true;
        }
        root.dataset.walkthroughState = "failed";
        return null;
      },
    ));
  }
  return built.get(root);
}

const near = "IntersectionObserver" in window ? new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) {
      near.unobserve(entry.target);
      startEngineFor(entry.target);
      build(entry.target);
    }
  }
}, { rootMargin: "100% 0px" }) : null;

// A link to a step of a walkthrough not built yet (from another part of the page).
addEventListener("hashchange", () => {
  const hash = decode(location.hash);
  for (const root of started) if (linksTo(root, hash)) build(root);
});

/** Start walkthroughs (each once): its data is fetched when it comes within a screen of the
 *  view, or at once when the address points to one of its steps; until then (and for good
 *  if the data cannot be had) its tables stand in for it. */
export function start(roots = document.querySelectorAll("[data-walkthrough]")) {
  watchTables();
  const wanted = decode(location.hash);
  for (const root of roots) {
    if (started.has(root)) continue;
    // A walkthrough the page is still reading (this module runs as soon as it arrives) is
    // started once it is read, by the start() at DOMContentLoaded: its widget, its tables
    // and its module script, the last of it, are there only then.
    if (!root.querySelector(":scope > script[type=module]")) continue;
    started.add(root);
    const details = root.querySelector("[data-walkthrough-static]");
    if (details) details.open = false;
    if (linksTo(root, wanted)) {
      // The address names one of its steps: its steps are fetched at once. The page has
      // already taken the reader to its first view, drawn at build time, as it was read
      // (site_hooks/walkthrough.py, SCROLL_TO_LINKED_VIEW).
      if (!navigator.connection?.saveData) engine();
      build(root);
    } else if (!near) build(root);
    else near.observe(root);
  }
}

// Loaded by a walkthrough's own <script type="module" async>, this module runs as soon as
// it has arrived, while the rest of the page may still be read: it starts the walkthroughs
// already there, and the others once the whole page is.
start();
if (document.readyState === "loading") addEventListener("DOMContentLoaded", () => start());
