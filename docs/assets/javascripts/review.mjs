// The review of the hand (`[data-wt-review]`), under a walkthrough and on the board: a
// "Review the hand" button that asks the engine, in its worker, for every decision of every
// player with what it cost, the largest mistakes first, each with a link to its step, and
// each player's accuracy (the share of their decisions that lost nothing), then shows them.
// A walkthrough sends the analysis of its recorded steps made at build time (the page's
// data), which the engine reviews as it is; the board sends its hand, which the engine
// analyses first. This file only renders: the review and its words come from the engine
// (engine.analysis.review, in the page's language), the texts around them from the
// catalogues (`ui.review.*`).
import { format } from "./engine-client.mjs";

export class Review {
  /**
   * @param {object} widget  the walkthrough: `data` (the page's JSON: `record`, `lang`,
   *   `rules`, `analysis.positions`, `review.texts`), `h` (builds an element), `session`
   *   (its engine: `state`, `start()`, `client`), `stepHref(step)` (the address of a step)
   *   and `goTo(step)` (shows a recorded step, the keyboard in the widget)
   */
  constructor({ data, h, session, stepHref, goTo }) {
    this.data = data;
    this.h = h;
    this.session = session;
    this.stepHref = stepHref;
    this.goTo = goTo;
    this.t = data.review.texts;
    this.token = 0; // bumped when the hand changes: a late answer is dropped
    this.result = null;
    this.asking = false;
    const id = `wt-review-${data.id}`; // a walkthrough's id is the page's once (the board's too)
    this.button = h("button", { type: "button", class: "wt-button wt-review__button",
      "aria-expanded": "false", "aria-controls": id, "data-wt-review-button": true,
      onclick: () => this.toggle() }, this.t.button);
    this.status = h("p", { class: "wt-review__status", role: "status", "data-wt-review-status": true });
    this.list = h("ol", { class: "wt-review__list", "data-wt-review-list": true });
    this.seats = h("ul", { class: "wt-review__seats", "data-wt-review-seats": true });
    this.body = h("div", { class: "wt-review__body", hidden: true },
      h("p", { class: "wt-review__title" }, this.t.title),
      h("p", { class: "wt-review__intro" }, this.t.intro),
      this.list,
      h("p", { class: "wt-review__title" }, this.t.accuracy),
      this.seats);
    this.panel = h("div", { class: "wt-review__panel", id, "data-wt-review-panel": true, hidden: true },
      this.status, this.body);
    this.element = h("div", { class: "wt-review", "data-wt-review": true }, this.button, this.panel);
  }

  get open() {
    return this.button.getAttribute("aria-expanded") === "true";
  }

  /** Show or hide the review; shown the first time, it is asked of the engine. */
  toggle() {
    const open = !this.open;
    this.button.setAttribute("aria-expanded", String(open));
    this.panel.hidden = !open;
    if (open && !this.result && !this.asking) this.ask();
  }

  /** The hand changed (the board): the review shown is no longer of it. */
  forget() {
    this.token += 1;
    this.result = null;
    this.asking = false;
    this.button.setAttribute("aria-expanded", "false");
    this.panel.hidden = true;
    this.body.hidden = true;
    this.status.textContent = "";
    this.list.replaceChildren();
    this.seats.replaceChildren();
    delete this.element.dataset.state;
  }

  /** The analysis of the recorded steps the page has (made at build time), in the shape
   *  of the engine's `analyse_record`; null when it has none. */
  pageAnalysis() {
    const positions = Object.entries(this.data.analysis?.positions ?? {})
      .map(([step, position]) => ({ ...position, step: Number(step) }));
    return positions.length ? { rules: this.data.rules, positions } : null;
  }

  async ask() {
    const token = this.token;
    this.asking = true;
    this.element.dataset.state = "running";
    this.status.textContent = this.t.running;
    const session = this.session;
    if (session.state === "idle") session.start();
    let answer = null;
    try {
      await session.client.ready;
      const analysis = this.pageAnalysis();
      answer = await session.client.call("review", { record: this.data.record, lang: this.data.lang,
        ...(analysis ? { analysis } : {}) });
    } catch {
      answer = null;
    }
    if (token !== this.token) return; // another hand by now
    this.asking = false;
    if (!answer || !Array.isArray(answer.decisions)) {
      this.element.dataset.state = "failed";
      this.status.textContent = answer?.text ? `${this.t.failed} ${answer.text}` : this.t.failed;
      return;
    }
    this.result = answer;
    this.render(answer);
  }

  render(review) {
    const h = this.h;
    this.status.textContent = "";
    this.list.replaceChildren(...review.decisions.map((decision) => {
      const { text, step } = decision;
      const lost = decision.lost === null ? "none" : String(decision.lost);
      const link = h("a", { href: this.stepHref(step), class: "wt-review__step",
        "data-wt-review-link": step, onclick: (event) => this.follow(event, step) },
      format(this.t.step, { step }));
      return h("li", { class: `wt-review__decision wt-review__decision--${lost === "true" ? "lost" : "kept"}`,
        "data-wt-review-step": step, "data-wt-review-lost": lost },
      link, " ",
      h("span", { class: "wt-review__seat" }, text.seat), " · ",
      h("span", { class: "wt-review__choice" }, text.choice), " · ",
      h("span", { class: "wt-review__cost" }, text.cost));
    }));
    this.seats.replaceChildren(...review.seats.map((seat) =>
      h("li", { "data-wt-review-seat": seat.seat },
        h("span", { class: "wt-review__seat" }, seat.text.seat), " · ",
        h("span", { class: "wt-review__accuracy" }, seat.text.accuracy))));
    this.body.hidden = false;
    this.element.dataset.state = "done";
  }

  /** A step's link shows the step in the widget (a click that opens a new tab or window is
   *  left to the browser). */
  follow(event, step) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    this.goTo(step);
  }
}
