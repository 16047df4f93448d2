// "Open on the board": a walkthrough's hand on the board page ("Your hand"), at the step on
// screen. The link of the recorded hand comes with the page (built by the engine at build
// time); the reader's own line of play is written into a link by the engine on click.
import { h } from "./dom.mjs";

export class BoardLink {
  /** @param {object} widget  the walkthrough: `data` (the page's JSON: `board` {href, text},
   *   the record and the language) */
  constructor({ data }) {
    this.page = data;
    this.data = data.board ?? null;
    this.element = this.data
      ? h("a", { class: "wt-button wt-open-board", href: this.data.href, "data-wt-open-board": true,
        onclick: (event) => this.open(event) }, this.data.text)
      : null;
    this.view = null;
  }

  /** The link follows the step on screen (a line of the reader's: its recorded step).
   *  `view`: the step shown (`steps`, `index`, `branch`), the engine's state and client. */
  render(view) {
    if (!this.element) return;
    this.view = view;
    const step = view.branch ? view.branch.base : view.index;
    this.element.href = `${this.data.href}&step=${step}`;
  }

  async open(event) {
    const view = this.view;
    if (!view?.branch || view.engineState !== "ready") return; // the link as it is
    event.preventDefault();
    const actions = view.steps.slice(1, view.index + 1).map((step) => step.action);
    try {
      const answer = await view.client.call("board", { record: this.page.record, at: view.branch.base,
        actions, engine: [], lang: this.page.lang });
      if (answer.error || answer.refused) throw new Error(answer.error ?? answer.refused.code);
      const page = this.data.href.split("#")[0];
      location.href = `${page}#${answer.link}&step=${answer.step}`;
    } catch {
      location.href = this.element.href; // the recorded hand at the step the line leaves
    }
  }
}
