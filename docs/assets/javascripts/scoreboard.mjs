// The scoreboard of a walkthrough (`[data-wt-board]`): what the step has fixed (in Bid
// Euchre the high bid and the contract, else trumps), whose turn it is, and each side's
// tricks and score (each player's, in the three-player game), every side with its shape.
import { format, numberFormat } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { contractLabel, redSuits, sideMark, suitLabel } from "./cards.mjs";

export class Scoreboard {
  /** @param {object} widget  the walkthrough: `data` (the page's JSON: names, texts,
   *   language, game and options) */
  constructor({ data }) {
    this.data = data;
    this.t = data.texts;
    this.names = data.names;
    this.number = numberFormat(data.lang);
    this.bidEuchre = data.game === "bid-euchre";
    this.cutthroat = data.options.includes("cutthroat");
    this.element = h("div", { class: "wt-board", "data-wt-board": true });
  }

  /** Show the step's `state`. */
  render(state) {
    const t = this.t;
    const seats = this.names.seats;
    const rows = Object.keys(this.names.sides).map((side) => h("tr", {},
      h("th", { scope: "row" }, ...[this.cutthroat ? null : sideMark(side, this.data), this.names.sides[side]].filter(Boolean)),
      h("td", {}, String(state.tricks_won?.[side] ?? 0)),
      h("td", {}, this.number.format(state.score?.[side] ?? 0))));
    const facts = [];
    if (this.bidEuchre && state.high_bid != null) {
      facts.push(h("span", { class: "wt-high-bid", "data-wt-high-bid": state.high_bidder },
        format(t["high-bid"], { tricks: state.high_bid, seat: seats[state.high_bidder] })));
    }
    if (this.bidEuchre && state.trump) {
      facts.push(h("span", { class: "wt-contract", "data-wt-contract": state.trump,
        title: this.names.contracts?.[state.trump] },
        format(t.contract, { contract: contractLabel(state.trump, this.data) })));
    } else if (state.trump) {
      facts.push(h("span", { class: "wt-trumps", "data-wt-trumps": state.trump },
        format(t.trumps, { suit: suitLabel(state.trump, this.data) })));
    }
    if (state.turn) {
      const turn = state.phase === "discard" ? t["turn-discard"] : t.turn;
      facts.push(h("span", { "data-wt-turn": state.turn }, format(turn, { seat: seats[state.turn] })));
    }
    this.element.replaceChildren(
      h("p", { class: "wt-facts" }, ...facts.flatMap((fact, i) => (i ? [" · ", fact] : [fact]))),
      h("table", { class: "wt-score" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, this.cutthroat ? t.player : t.side),
          h("th", { scope: "col" }, t["tricks-taken"]), h("th", { scope: "col" }, t.score))),
        h("tbody", {}, ...rows)));
    redSuits(this.element);
  }
}
