// The whole hand of a walkthrough in tables ("the whole hand in tables"): the build puts
// them in a <noscript> inside their <details>. Without JavaScript they are ordinary
// elements; where scripts run, the browser keeps them as text, so that a page with several
// hands stays light and shows its widgets early. They become elements when they are
// needed: when the reader opens them, when the page prints, or when a widget cannot be
// built. The text is the site's own markup, written by the build (never the reader's).

// The elements and attributes the build writes in those tables: the text is read in an inert
// document and rebuilt element by element, keeping only these (a table needs nothing else,
// and nothing the text could say runs or loads).
const ELEMENTS = new Set(["a", "br", "caption", "span", "table", "tbody", "td", "th", "thead", "tr"]);
const ATTRIBUTES = new Set(["aria-label", "class", "href", "id", "role", "scope", "title"]);

function allowed(name, value) {
  if (name.startsWith("data-wt-")) return true;
  if (!ATTRIBUTES.has(name)) return false;
  return name !== "href" || ["http:", "https:"].includes(new URL(value, location.href).protocol);
}

/** A copy of `node` made of allowed elements, attributes and text only. */
function rebuild(node) {
  if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.data);
  const fragment = document.createDocumentFragment();
  if (node.nodeType !== Node.ELEMENT_NODE) return fragment;
  if (!ELEMENTS.has(node.localName)) return fragment; // neither it nor what it holds
  const element = document.createElement(node.localName);
  for (const { name: attribute, value } of node.attributes) {
    if (allowed(attribute, value)) element.setAttribute(attribute, value);
  }
  element.append(...[...node.childNodes].map(rebuild));
  return element;
}

/** Make the tables of one walkthrough's <details> elements (once). */
export function showTables(details) {
  const hidden = details.querySelector(":scope > noscript[data-wt-tables]");
  if (!hidden) return;
  const parsed = new DOMParser().parseFromString(hidden.textContent, "text/html");
  hidden.replaceWith(...[...parsed.body.childNodes].map(rebuild));
}

let watching = false;

/** Make the tables elements when the reader opens them or the page prints (once a page). */
export function watchTables() {
  if (watching) return;
  watching = true;
  // "toggle" does not bubble: caught on its way down.
  document.addEventListener("toggle", (event) => {
    const details = event.target;
    if (details.open && details.matches?.("[data-walkthrough-static]")) showTables(details);
  }, true);
  const forPrint = () => document.querySelectorAll("[data-walkthrough-static]").forEach(showTables);
  addEventListener("beforeprint", forPrint);
  matchMedia("print").addEventListener("change", (event) => event.matches && forPrint());
}
