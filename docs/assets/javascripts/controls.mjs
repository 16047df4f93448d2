// The controls of a walkthrough (`[data-wt-controls]`): the buttons that step through the
// hand (|◀ ◀ ▶ ▶|), the seat the reader sits in (the other hands are then face down), and
// beside them the analysis switch and "Open on the board", which their own parts own.
import { h } from "./dom.mjs";

export class Controls {
  /**
   * @param {object} widget  the walkthrough: `data` (the page's JSON: texts, seats' names,
   *   the reader's seat at first), `go(action)` (a step: first, back, forward, last),
   *   `sitIn(seat)` (the reader's seat; "" for none) and `extra` (elements after them)
   */
  constructor({ data, go, sitIn, extra }) {
    const t = data.texts;
    const seats = data.names.seats;
    const button = (action, label, symbol) =>
      h("button", { type: "button", class: "wt-button", "data-wt-go": action, "aria-label": label,
        title: label, onclick: (event) => this.inPlace(event.currentTarget, () => go(action)) },
      symbol);
    this.buttons = {
      first: button("first", t.first, "|◀"),
      back: button("back", t.back, "◀"),
      forward: button("forward", t.forward, "▶"),
      last: button("last", t.last, "▶|"),
    };
    const choice = h("select", { class: "wt-select", "data-wt-seat-choice": true,
      onchange: () => sitIn(choice.value) },
      h("option", { value: "" }, t["seat-none"]),
      ...Object.keys(seats).map((seat) => h("option", { value: seat, selected: seat === (data.seat ?? null) },
        seats[seat])));
    const sit = h("label", { class: "wt-sit" }, h("span", {}, t["seat-choice"]), " ", choice);
    this.element = h("div", { class: "wt-controls", "data-wt-controls": true },
      this.buttons.first, this.buttons.back, this.buttons.forward, this.buttons.last, sit, ...extra);
  }

  /** Make `change` (a step shown) while `control`, the button the reader pressed, stays
   *  where it is on the screen: what the step shows above it (a question, the hands, the
   *  calls) changes height from step to step, and a reader pressing ▶ again and again would
   *  otherwise find another control under their finger. The page scrolls by as much. */
  inPlace(control, change) {
    const before = control.getBoundingClientRect().top;
    change();
    const moved = control.getBoundingClientRect().top - before;
    if (moved) scrollBy({ top: moved, behavior: "instant" });
  }

  /** Step `index` of a line whose last step is `last`: no way back from the first, nor on
   *  from the last. */
  render(index, last) {
    this.buttons.first.disabled = this.buttons.back.disabled = index === 0;
    this.buttons.forward.disabled = this.buttons.last.disabled = index === last;
  }
}
