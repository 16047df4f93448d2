// The irregularities of a walkthrough: the reader records a revoke, takes it back or claims
// it, plays a card out of turn, or claims a misdeal. Shown only in walkthroughs whose record
// holds an irregularity (the page data says so), and on the board. It renders what the
// engine says: the take-backs, claims and misdeals it offers for the step
// (`state.irregular_actions`); a revoke is any card of the seat to play, a card out of turn
// any card of another seat, which the engine then judges (a card that follows suit is no
// revoke, a seat that has played to the trick plays no card out of turn: refused, with the
// reason and the ruling). While the reader chooses a revoke, what to do is said on the page,
// under the toggle.
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
    this.outOfTurn = false;
    this.state = null;
    this.mode = h("button", { type: "button", class: "wt-button", "aria-pressed": "false",
      title: texts["revoke-hint"], "data-wt-revoke-mode": true,
      onclick: () => { this.revoking = !this.revoking; this.outOfTurn = false; rerender(); } },
      texts["revoke-mode"]);
    this.lateMode = h("button", { type: "button", class: "wt-button", "aria-pressed": "false",
      title: texts["out-of-turn-hint"], "data-wt-out-of-turn-mode": true,
      onclick: () => { this.outOfTurn = !this.outOfTurn; this.revoking = false; rerender(); } },
      texts["out-of-turn-mode"]);
    this.actions = h("span", { class: "wt-irregular__actions" });
    // What to do while revoking, on the page (a touch screen shows no tooltip).
    this.hint = h("p", { class: "wt-irregular__hint", hidden: true, "data-wt-revoke-hint": true },
      texts["revoke-hint"]);
    this.element = h("div", { class: "wt-irregular", role: "group", hidden: true,
      "aria-label": texts.irregularities, "data-wt-irregular": true }, this.mode, this.lateMode,
      this.actions, this.hint);
  }

  /** Whether the cards of `seat` are offered to be played out of turn now. */
  late(state, seat) {
    return this.outOfTurn && state.phase === "play" && Boolean(state.turn) && seat !== state.turn
      && seat !== state.sitting_out;
  }

  /** A card of `seat` played out of turn, as the engine reads it. */
  lateAction(seat, code) {
    return { seat, action: "out-of-turn", act: { seat, action: "play", card: code } };
  }

  /** The label of the hand of a seat whose cards may be played out of turn. */
  lateLabel(seat) {
    return format(this.t["out-of-turn-card"], { seat: this.seats[seat] });
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
    if (state !== this.state) { // each step starts with plain plays
      this.revoking = false;
      this.outOfTurn = false;
    }
    this.state = state;
    const playing = ready && state.phase === "play" && Boolean(state.turn);
    if (!playing) {
      this.revoking = false;
      this.outOfTurn = false;
    }
    const offered = ready ? (state.irregular_actions ?? []) : [];
    // A misdeal the engine offers is labelled by its kind (a hand of the wrong size, the
    // wrong dealer).
    const label = (action) => (action.action === "misdeal" ? `misdeal-${action.kind}` : action.action);
    const buttons = offered
      .filter((action) => ["take-back", "claim", "misdeal"].includes(action.action))
      .map((action) => h("button", { type: "button", class: "wt-button",
        "data-wt-irregular-action": `${label(action)}-${action.seat}`,
        onclick: () => this.pick(action) },
        format(this.t[label(action)], { seat: this.seats[action.seat] })));
    this.mode.hidden = !playing;
    this.mode.setAttribute("aria-pressed", String(this.revoking));
    this.mode.classList.toggle("wt-button--pressed", this.revoking);
    this.hint.hidden = !this.revoking;
    this.lateMode.hidden = !playing;
    this.lateMode.setAttribute("aria-pressed", String(this.outOfTurn));
    this.lateMode.classList.toggle("wt-button--pressed", this.outOfTurn);
    this.actions.replaceChildren(...buttons);
    this.element.hidden = !playing && buttons.length === 0;
  }
}
