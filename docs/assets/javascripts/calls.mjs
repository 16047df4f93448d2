// The calls of a walkthrough (`[data-wt-calls]`): while the reader may choose in a calling
// phase, a button for each call the engine offers there (`calls` of the rules' facts: pass,
// order up or call a suit, with the "alone" box; in Bid Euchre a pass or a bid of 3 to 6,
// then the six contracts), each carrying the engine's key. Every call is offered: the
// engine says which are allowed (the step's legal actions: a call allowed neither alone
// nor not looks disabled and is announced so, `aria-disabled`), and, when pressed, why not.
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { contractLabel, redSuits, suitLabel } from "./cards.mjs";

// The sentence naming the group of calls of each phase (`{seat}`'s choices).
const GROUP_LABELS = { "round-1": "choices", "round-2": "choices", bidding: "bid-choices", contract: "contract-choices" };

export class Calls {
  /** @param {object} widget  the walkthrough: `data` (the page's JSON: the rules' `calls`,
   *   names and texts) and `pick(action)` (the reader's call) */
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
    const offered = this.data.calls?.[state.phase];
    const calls = this.element;
    calls.hidden = !(choosing && offered);
    if (calls.hidden) return calls.replaceChildren();
    const seat = state.turn;
    const alone = offered.some((call) => call.alone_key)
      ? h("input", { type: "checkbox", "data-wt-alone": true }) : null;
    // Each button carries the engine's key of its call, and of the same call alone.
    const buttons = offered.map(({ key, alone_key: aloneKey, ...call }) =>
      h("button", { type: "button", class: "wt-button", "data-wt-call": key, "data-wt-call-alone": aloneKey,
        title: call.action === "trump" ? this.names.contracts?.[call.contract] : null,
        onclick: () => this.pick(aloneKey ? { seat, ...call, alone: alone.checked, key: alone.checked ? aloneKey : key }
          : { seat, ...call, key }) }, this.label(call)));
    calls.setAttribute("aria-label", format(this.t[GROUP_LABELS[state.phase]], { seat: this.names.seats[seat] }));
    calls.replaceChildren(...buttons, ...(alone ? [h("label", { class: "wt-alone" }, alone, " ", this.t.alone)] : []));
    // A call the engine does not allow now (neither alone nor not): it looks disabled.
    if (Array.isArray(state.legal_actions)) {
      const allowed = new Set(state.legal_actions.map((action) => action.key));
      for (const button of calls.querySelectorAll("button[data-wt-call]")) {
        const { wtCall, wtCallAlone } = button.dataset;
        if (!allowed.has(wtCall) && !allowed.has(wtCallAlone)) button.setAttribute("aria-disabled", "true");
      }
    }
    return calls;
  }

  /** A call's label: pass, order up, call a suit, bid a number of tricks, a contract. */
  label(call) {
    const t = this.t;
    switch (call.action) {
      case "call": return format(t["call-suit"], { suit: suitLabel(call.suit, this.data) });
      case "bid": return format(t["bid-tricks"], { tricks: call.tricks });
      case "trump": return contractLabel(call.contract, this.data);
      default: return t[call.action];
    }
  }
}
