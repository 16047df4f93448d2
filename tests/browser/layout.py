"""Layout checks a browser test runs in a page: nothing wider than the window, and every
hand of every walkthrough on one row at each of its steps (a phone's 390 px and up)."""

from __future__ import annotations

from playwright.sync_api import Page

#: A phone's window (an iPhone 12 to 15), and a desktop's.
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}

#: In the page: every hand as it is, then every built walkthrough stepped from its first step
#: to its last (▶, as a reader does), and at each step, each hand whose cards do not share
#: one row (their layout position: a card raised as playable is still on the row) and
#: anything wider than the window. Returns what is wrong, one line each; the walkthroughs
#: are left at their first step.
_STEP_THROUGH = """() => {
  const wrong = [];
  const tooWide = (where) => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const culprit = [...document.querySelectorAll("body *")]
        .find((el) => el.getBoundingClientRect().right > width + 0.5);
      const what = culprit ? `${culprit.tagName.toLowerCase()}.${culprit.className}` : "?";
      wrong.push(`${where}: the page is ${document.documentElement.scrollWidth} px wide`
        + ` in ${width} px (${what})`);
    }
  };
  const oneRow = (where, within) => {
    for (const hand of within.querySelectorAll(".wt-hand")) {
      const rows = new Set([...hand.children].map((card) => card.offsetTop));
      if (rows.size > 1) {
        wrong.push(`${where}: the hand of ${hand.closest("[data-wt-seat]").dataset.wtSeat}`
          + ` takes ${rows.size} rows`);
      }
    }
  };
  tooWide("the page");
  oneRow("the page", document);  // as it is (the board's hand, say)
  for (const root of document.querySelectorAll("[data-walkthrough]")) {
    const widget = root.querySelector("[data-walkthrough-widget]");
    const forward = widget?.querySelector('[data-wt-go="forward"]');
    if (!forward) continue;
    widget.querySelector('[data-wt-go="first"]').click();
    for (let step = 0; ; step++) {
      oneRow(`${root.dataset.walkthrough} step ${step}`, widget);
      tooWide(`${root.dataset.walkthrough} step ${step}`);
      if (forward.disabled || step > 200) break;
      forward.click();
    }
    widget.querySelector('[data-wt-go="first"]').click();
  }
  return wrong;
}"""


def layout_problems(page: Page, window: dict[str, int]) -> list[str]:
    """What is wrong with the page's layout in a ``window`` of that size (``PHONE``,
    ``DESKTOP``), its widgets built: see ``_STEP_THROUGH``. The window keeps that size."""
    page.set_viewport_size(window)
    return [f"{window['width']} px, {problem}" for problem in page.evaluate(_STEP_THROUGH)]
