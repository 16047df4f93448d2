// The irregularities of a walkthrough: the reader records a revoke, takes it back or claims
// it. Shown only in walkthroughs whose record holds an irregularity (the page data says so).
// It renders what the engine says: the take-backs and claims it offers for the step
// (`state.irregular_actions`); a revoke is any card of the seat to play, which the engine
// then judges (a card that follows suit is refused, with the reason and the ruling). While
// the reader chooses one, what to do is said on the page, under the toggle.
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";

export class Irregularities {
  /**
   * @param {object} widget what the walkthrough lends: `texts` (its interface texts),
   *   `seats` (the seats' names), `pick` (sends a reader's action to the engine) and
   *   `rerender` (redraws the widget: the hand's cards change their verb)
   */
  constructor({ texts, seats, pick, rerender }) {
    this.t = texts;
    this.seats = seats;
    this.pick = pick;
    this.revoking = false;
    this.state = null;
    this.mode = h("button", { type: "button", class: "wt-button", "aria-pressed": "false",
      title: texts["revoke-hint"], "data-wt-revoke-mode": true,
      onclick: () => { this.revoking = !this.revoking; rerender(); } }, texts["revoke-mode"]);
    this.actions = h("span", { class: "wt-irregular__actions" });
    // What to do while revoking, on the page (a touch screen shows no tooltip).
    this.hint = h("p", { class: "wt-irregular__hint", hidden: true, "data-wt-revoke-hint": true },
      texts["revoke-hint"]);
    this.element = h("div", { class: "wt-irregular", role: "group", hidden: true,
      "aria-label": texts.irregularities, "data-wt-irregular": true }, this.mode, this.actions, this.hint);
  }

  /** The verb of a card picked from the hand of the seat to play. */
  verb(verb) {
    return verb === "play" && this.revoking ? "revoke" : verb;
  }

  /** The label of the hand of the seat to play, while revoking. */
  handLabel(seat) {
    return format(this.t["revoke-card"], { seat: this.seats[seat] });
  }

  /** Show the controls the engine allows at this step (when it can answer: `ready`). */
  render(state, ready) {
    if (state !== this.state) this.revoking = false; // each step starts with plain plays
    this.state = state;
    const playing = ready && state.phase === "play" && Boolean(state.turn);
    if (!playing) this.revoking = false;
    const offered = ready ? (state.irregular_actions ?? []) : [];
    const buttons = offered
      .filter((action) => action.action === "take-back" || action.action === "claim")
      .map((action) => h("button", { type: "button", class: "wt-button",
        "data-wt-irregular-action": `${action.action}-${action.seat}`,
        onclick: () => this.pick(action) },
        format(this.t[action.action], { seat: this.seats[action.seat] })));
    this.mode.hidden = !playing;
    this.mode.setAttribute("aria-pressed", String(this.revoking));
    this.mode.classList.toggle("wt-button--pressed", this.revoking);
    this.hint.hidden = !this.revoking;
    this.actions.replaceChildren(...buttons);
    this.element.hidden = !playing && buttons.length === 0;
  }
}
