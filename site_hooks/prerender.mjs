// Build step (Node.js): the first view of each walkthrough, written into the page so that
// the widget is on screen as soon as the page is, before its script has run. It is drawn by
// the widget's own code (widget.mjs, which the page's walkthrough.mjs builds) in linkedom's
// document: one renderer for the build and the browser, which replaces this view with the
// live widget when it starts.
//
//   node site_hooks/prerender.mjs      one walkthrough's page data (JSON) per line on
//                                      standard input; the widget's inner HTML (a JSON
//                                      string) per line on standard output, in order
import { createInterface } from "node:readline";
import { NodeFilter, parseHTML } from "linkedom";

// The browser globals the widget's modules read when they load and draw: a page at no
// address, which no reader ever scrolls, prints or links to.
const { window, document } = parseHTML("<!doctype html><html><body></body></html>");
const inert = () => {};
Object.assign(globalThis, {
  window,
  document,
  Node: window.Node,
  NodeFilter,
  location: new URL("https://prerender.invalid/"),
  history: { state: null, replaceState: inert },
  addEventListener: inert,
  matchMedia: () => ({ matches: false, addEventListener: inert }),
  requestAnimationFrame: inert,
});
Object.defineProperty(globalThis, "navigator", { value: {}, configurable: true });
const { Walkthrough } = await import("../docs/assets/javascripts/widget.mjs");

// Written here rather than by linkedom, which leaves "&" unescaped in attribute values.
const VOID = new Set(["br", "hr", "img", "input", "wbr"]);
const text = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const quoted = (value) => text(value).replace(/"/g, "&quot;");

/** The HTML of `node` (elements and text; a widget has nothing else). */
function html(node) {
  if (node.nodeType === node.TEXT_NODE) return text(node.data);
  if (node.nodeType !== node.ELEMENT_NODE) return "";
  const name = node.localName;
  const attributes = [...node.attributes]
    .map(({ name: key, value }) => (value === "" ? ` ${key}` : ` ${key}="${quoted(value)}"`))
    .join("");
  if (VOID.has(name)) return `<${name}${attributes}>`;
  return `<${name}${attributes}>${[...node.childNodes].map(html).join("")}</${name}>`;
}

/** The widget's inner HTML at the walkthrough's first step, as a first visit shows it. */
function firstView(data) {
  const root = document.createElement("div");
  const widget = document.createElement("div");
  widget.setAttribute("data-walkthrough-widget", "");
  root.append(widget);
  new Walkthrough(root, data, { live: false });
  return [...widget.childNodes].map(html).join("");
}

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim()) process.stdout.write(`${JSON.stringify(firstView(JSON.parse(line)))}\n`);
}
