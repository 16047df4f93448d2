// The calls of a walkthrough (`[data-wt-calls]`): while the reader may choose in the bidding
// rounds, a button for each call (pass, order up, call a suit, with the "alone" box); in Bid
// Euchre a pass or a bid of 3 to 6, then the six contracts. Every call is offered: the engine
// says which are allowed (the step's legal actions: a call allowed neither alone nor not
// looks disabled and is announced so, `aria-disabled`), and, when pressed, why not.
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { SUITS, contractLabel, redSuits, suitLabel } from "./cards.mjs";

const SANS = ["sans-high", "sans-low"];
const BIDS = [3, 4, 5, 6];

export class Calls {
  /** @param {object} widget  the walkthrough: `data` (the page's JSON: names and texts)
   *   and `pick(action)` (the reader's call) */
  constructor({ data, pick }) {
    this.data = data;
    this.t = data.texts;
    this.names = data.names;
    this.pick = pick;
    this.element = h("div", { class: "wt-calls", role: "group", "data-wt-calls": true, hidden: true });
  }

  /** Show the calls of the step's `state` when the reader is `choosing` (else none). */
  render(state, choosing) {
    this.draw(state, choosing);
    redSuits(this.element);
  }

  draw(state, choosing) {
    const t = this.t;
    const round = state.phase === "round-1" || state.phase === "round-2";
    const bidding = state.phase === "bidding" || state.phase === "contract";
    const calls = this.element;
    calls.hidden = !(choosing && (round || bidding));
    if (calls.hidden) return calls.replaceChildren();
    const seat = state.turn;
    if (bidding) {
      this.drawBids(state, seat);
    } else {
      this.drawRound(state, seat);
    }
    // A call the engine does not allow now (neither alone nor not): it looks disabled.
    if (Array.isArray(state.legal_actions)) {
      const allowed = new Set(state.legal_actions.map((action) => action.key));
      for (const button of calls.querySelectorAll("button[data-wt-call]")) {
        const key = button.dataset.wtCall;
        if (!allowed.has(key) && !allowed.has(`${key}-alone`)) button.setAttribute("aria-disabled", "true");
      }
    }
    return calls;
  }

  /** The first or second round: pass, order up or name a suit, with the "alone" box. */
  drawRound(state, seat) {
    const t = this.t;
    const calls = this.element;
    const alone = h("input", { type: "checkbox", "data-wt-alone": true });
    // Each call carries its key as the engine writes it (its notation without the seat).
    const call = (action, extra, label, key = extra.suit ? `${action}-${extra.suit}` : action) =>
      h("button", { type: "button", class: "wt-button", "data-wt-call": key,
        onclick: () => this.pick({ seat, action, ...extra, ...(action === "pass" ? { key }
          : { alone: alone.checked, key: alone.checked ? `${key}-alone` : key }) }) }, label);
    const buttons = [call("pass", {}, t.pass)];
    if (state.phase === "round-1") buttons.push(call("order-up", {}, t["order-up"]));
    else {
      for (const suit of Object.keys(SUITS)) {
        buttons.push(call("call", { suit }, format(t["call-suit"], { suit: suitLabel(suit, this.data) })));
      }
    }
    calls.setAttribute("aria-label", format(t.choices, { seat: this.names.seats[seat] }));
    calls.replaceChildren(...buttons, h("label", { class: "wt-alone" }, alone, " ", t.alone));
  }

  /** Bid Euchre: a pass or a bid of 3 to 6 while bidding, then the six contracts. */
  drawBids(state, seat) {
    const t = this.t;
    const button = (key, action, label, title) =>
      h("button", { type: "button", class: "wt-button", "data-wt-call": key, title,
        onclick: () => this.pick({ seat, ...action, key }) }, label);
    let buttons;
    let label;
    if (state.phase === "bidding") {
      buttons = [button("pass", { action: "pass" }, t.pass),
        ...BIDS.map((tricks) => button(`bid-${tricks}`, { action: "bid", tricks }, format(t["bid-tricks"], { tricks })))];
      label = t["bid-choices"];
    } else {
      buttons = [...Object.keys(SUITS), ...SANS].map((contract) =>
        button(`trump-${contract}`, { action: "trump", contract }, contractLabel(contract, this.data),
          this.names.contracts?.[contract]));
      label = t["contract-choices"];
    }
    this.element.setAttribute("aria-label", format(label, { seat: this.names.seats[seat] }));
    this.element.replaceChildren(...buttons);
  }
}
