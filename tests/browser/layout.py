"""Layout checks a browser test runs in a page: nothing wider than the window, and every
hand of every walkthrough on one row at each of its steps (a phone's 390 px and up)."""

from __future__ import annotations

from playwright.sync_api import Page

#: A phone's window (an iPhone 12 to 15), and a desktop's.
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}

#: In the page, as it is: anything wider than the window, and each hand whose cards do not
#: share one row (their layout position: a card raised as playable is still on the row).
_AS_IT_IS = """() => {
  const wrong = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) {
    const culprit = [...document.querySelectorAll("body *")]
      .find((el) => el.getBoundingClientRect().right > width + 0.5);
    const what = culprit ? `${culprit.tagName.toLowerCase()}.${culprit.className}` : "?";
    const wide = document.documentElement.scrollWidth;
    wrong.push(`the page is ${wide} px wide in ${width} px (${what})`);
  }
  for (const hand of document.querySelectorAll(".wt-hand")) {
    const rows = new Set([...hand.children].map((card) => card.offsetTop));
    if (rows.size > 1) {
      const seat = hand.closest("[data-wt-seat]").dataset.wtSeat;
      wrong.push(`the hand of ${seat} takes ${rows.size} rows`);
    }
  }
  return wrong;
}"""

#: In the page: every built walkthrough stepped from its first step to its last (▶, as a
#: reader does), each step drawn once and looked at twice: at the widget's own width and
#: at ``narrow`` px, the width it has on a phone (the table's layout follows the widget's
#: width, a container query). At each, each hand whose cards do not share one row and a
#: widget wider inside than its box. Returns what is wrong, one line each; the walkthroughs
#: are left at their first step.
_STEP_THROUGH = """(narrow) => {
  const wrong = [];
  const oneRow = (where, within) => {
    for (const hand of within.querySelectorAll(".wt-hand")) {
      const rows = new Set([...hand.children].map((card) => card.offsetTop));
      if (rows.size > 1) {
        wrong.push(`${where}: the hand of ${hand.closest("[data-wt-seat]").dataset.wtSeat}`
          + ` takes ${rows.size} rows`);
      }
    }
  };
  for (const root of document.querySelectorAll("[data-walkthrough]")) {
    const widget = root.querySelector("[data-walkthrough-widget]");
    const forward = widget?.querySelector('[data-wt-go="forward"]');
    if (!forward) continue;
    widget.querySelector('[data-wt-go="first"]').click();
    for (let step = 0; ; step++) {
      for (const width of ["", `${narrow}px`]) {
        widget.style.width = width;
        const where = `${width || "desktop"}, ${root.dataset.walkthrough} step ${step}`;
        oneRow(where, widget);
        if (widget.scrollWidth > widget.clientWidth) {
          wrong.push(`${where}: the widget is ${widget.scrollWidth} px wide inside`
            + ` ${widget.clientWidth} px`);
        }
      }
      widget.style.width = "";
      if (forward.disabled || step > 200) break;
      forward.click();
    }
    widget.querySelector('[data-wt-go="first"]').click();
  }
  return wrong;
}"""


def layout_problems(page: Page) -> list[str]:
    """What is wrong with the page's layout, its widgets built: in a phone's window, what
    is wider than the window and each hand not on one row (as the page is: the board's
    hand, say); then, in a desktop's (the window it is left in), each step
    of each walkthrough at its width there and at its width on a phone (see
    ``_STEP_THROUGH``)."""
    page.set_viewport_size(PHONE)
    wrong = [f"390 px: {found}" for found in page.evaluate(_AS_IT_IS)]
    narrow = page.evaluate(
        "() => document.querySelector('[data-walkthrough-widget]')?.offsetWidth ?? 0"
    )
    page.set_viewport_size(DESKTOP)
    if narrow:
        wrong += page.evaluate(_STEP_THROUGH, narrow)
    return wrong
