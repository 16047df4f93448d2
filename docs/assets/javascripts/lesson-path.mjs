// The learn path's list of lessons (the home page): beside each lesson, the reader's
// result in its questions, as the lesson's walkthrough kept it in this browser
// (exercise.mjs, lesson-results.mjs: by walkthrough id, which is the lesson's page
// name); under the list, that the results stay in this browser, and a button that
// clears them. Nothing is sent anywhere. The texts are the block's data attributes, from
// the catalogues (site_hooks/placeholders.py).
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { RESULTS_KEY, clearResults, keptResults } from "./lesson-results.mjs";

/** The lesson a link of the list opens: the last part of its address (`lesson-deal/`). */
function lessonOf(link) {
  const parts = new URL(link.href, location.href).pathname.split("/").filter(Boolean);
  return parts.at(-1) ?? "";
}

export function start(block) {
  const list = block.previousElementSibling;
  if (!list || !["OL", "UL"].includes(list.tagName)) return;
  const render = () => {
    const results = keptResults();
    let shown = 0;
    for (const item of list.querySelectorAll(":scope > li")) {
      item.querySelector("[data-lesson-result]")?.remove();
      const link = item.querySelector("a[href]");
      const result = link ? results[lessonOf(link)] : null;
      if (!result || !Number.isInteger(result.right) || !Number.isInteger(result.total)) continue;
      item.append(" ", h("span", { class: "lesson-result", "data-lesson-result": lessonOf(link) },
        format(block.dataset.result, { right: result.right, total: result.total })));
      shown += 1;
    }
    block.hidden = shown === 0;
  };
  block.querySelector("[data-lesson-results-clear]")?.addEventListener("click", () => {
    clearResults();
    render();
    list.querySelector("a[href]")?.focus();
  });
  render();
  // Another tab finishing a lesson: its result shows here too.
  addEventListener("storage", (event) => {
    if (event.key === RESULTS_KEY || event.key === null) render();
  });
}
