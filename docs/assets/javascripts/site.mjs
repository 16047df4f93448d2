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
