// The whole hand of a walkthrough in tables ("the whole hand in tables"): the build puts
// them in a <noscript> inside their <details>. Without JavaScript they are ordinary
// elements; where scripts run, the browser keeps them as text, so that a page with several
// hands stays light and shows its widgets early. They become elements when they are
// needed: when the reader opens them, when the page prints, or when a widget cannot be
// built. The text is the site's own markup, written by the build (never the reader's).

/** Make the tables of one walkthrough's <details> elements (once). */
export function showTables(details) {
  const hidden = details.querySelector(":scope > noscript[data-wt-tables]");
  if (!hidden) return;
  const template = document.createElement("template");
  template.innerHTML = hidden.textContent;
  hidden.replaceWith(template.content);
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
