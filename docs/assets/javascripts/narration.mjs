// What a walkthrough says about the step on screen (`[data-wt-live]`, read out as it
// changes): where the reader is (the counter), a message (a refusal with its ruling, an
// exercise's answer, a warning), and the step's explanation: the engine's sentences, the
// "why?" box of the rulings they apply, and the author's notes (under a label when the
// record marks the step's action a mistake).
import { h } from "./dom.mjs";
import { rulingLink, why } from "./cards.mjs";

export class Narration {
  /** @param {object} widget  the walkthrough: `data` (the page's JSON: texts, rulings) */
  constructor({ data }) {
    this.data = data;
    this.whyOpen = false; // the "why?" of each step, open once the reader opens one
    this.explanation = h("div", { class: "wt-explanation", "data-wt-explanation": true });
    this.notice = h("p", { class: "wt-notice", "data-wt-message": true, hidden: true });
    this.counter = h("span", { class: "wt-counter", "data-wt-counter": true });
    this.element = h("div", { class: "wt-live", "aria-live": "polite", "data-wt-live": true },
      this.counter, this.notice, this.explanation);
  }

  /** The label over the note of a step whose action the record marks a mistake (`!`,
   *  held to the engine's analysis at build time): a sign and words, not colour alone. */
  mistake() {
    return h("p", { class: "wt-mistake", "data-wt-mistake": true },
      h("span", { "aria-hidden": "true" }, "⚠ "), this.data.texts.mistake);
  }

  /** Say `step` (its events and notes), where it is (`counter`, a text) and `message`
   *  ({text, ruling, kind}; null: none). */
  render(step, { counter, message }) {
    this.counter.textContent = counter;
    // The "why?" on screen says whether the reader left it open: its "toggle" event comes a
    // moment after the click, so a render in between must not close it again.
    const shown = this.explanation.querySelector("[data-wt-why]");
    if (shown) this.whyOpen = shown.open;
    this.explanation.replaceChildren(
      ...step.events.map((event) => h("p", { class: "wt-event" }, event.text)),
      ...why(step.events.flatMap((event) => event.rulings), this.data,
        { open: this.whyOpen, toggled: (open) => { this.whyOpen = open; } }),
      ...(step.mistake ? [this.mistake()] : []),
      ...step.note.map((line) => h("p", { class: "wt-note" }, line)));
    this.notice.hidden = !message;
    this.notice.className = `wt-notice${message ? ` wt-notice--${message.kind}` : ""}`;
    if (message) {
      const link = rulingLink(message.ruling, this.data.rulings, this.data.texts["rule-link"],
        "data-wt-refusal-ruling");
      this.notice.replaceChildren(message.text, ...(link ? [" ", link] : []));
    }
  }
}
