// The hands of a walkthrough: the table (`[data-wt-table]`), a box per seat (its side's
// shape, its name and role, in Bid Euchre what it bid, and its cards) and the centre (the
// kitty with the turned-up card, the cards on the table). The cards the engine allows are
// raised (not while the reader chooses a revoke); the cards of the seat to act are buttons while the reader may choose (the engine
// runs, or a question asks), and the hands of the other seats are face down while the reader
// sits in one. Which side a seat is on is the engine's (`side_of` of the rules' facts).
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { backs, card, sideMark } from "./cards.mjs";

//  The seats in the order the table's grid places them.
const COMPASS = ["N", "W", "E", "S"];

/** The cards the engine says `seat` may play or discard now (from the step's state). */
export function legalCards(state, seat) {
  return new Set((state.legal_actions ?? [])
    .filter((action) => action.seat === seat && action.card && ["play", "discard"].includes(action.action))
    .map((action) => action.card));
}

export class Hands {
  /**
   * @param {object} widget  the walkthrough: `data` (the page's JSON: names, texts, language,
   *   game and options, `side_of`) and `pick(action)` (the reader's card, to play)
   */
  constructor({ data, pick }) {
    this.data = data;
    this.t = data.texts;
    this.names = data.names;
    this.pick = pick;
    this.bidEuchre = data.game === "bid-euchre";
    // The three-player game: each plays alone, and no seat has a side's shape.
    this.cutthroat = data.options.includes("cutthroat");
    this.seats = {};
    const seatCodes = Object.keys(this.names.seats);
    this.element = h("div", { class: `wt-table wt-table--${seatCodes.length}${this.bidEuchre ? " wt-table--bid" : ""}`,
      "data-wt-table": true });
    for (const seat of COMPASS) {
      if (!(seat in this.names.seats)) continue;
      const name = h("span", { class: "wt-seat__name" });
      const bid = this.bidEuchre ? h("span", { class: "wt-seat__bid", "data-wt-bid": seat, hidden: true }) : null;
      const hand = h("div", { class: "wt-hand", role: "group" });
      const box = h("div", { class: `wt-seat wt-seat--${seat}`, "data-wt-seat": seat }, name, bid, hand);
      this.seats[seat] = { box, name, bid, hand };
      this.element.append(box);
    }
    this.trick = h("div", { class: "wt-trick", "data-wt-trick": true });
    this.kitty = h("div", { class: "wt-kitty", "data-wt-kitty": true });
    this.element.append(h("div", { class: "wt-centre" }, this.kitty, this.trick));
  }

  /** Each seat's hand, by seat (the analysis puts its values beside the cards). */
  get hands() {
    return Object.fromEntries(Object.entries(this.seats).map(([seat, { hand }]) => [seat, hand]));
  }

  /** The shape of the side `seat` plays for (none in the three-player game). */
  mark(seat) {
    return this.cutthroat ? null : sideMark(this.data.side_of[seat], this.data);
  }

  /**
   * Show the step's `state`. `mySeat`: the seat the reader sits in (null: none);
   * `choosing`: the reader may choose the seat to act's card; `asking`: a question asks
   * which (the cards allowed are not marked then); `irregular`: the walkthrough's
   * Irregularities, if it has them (a card picked may be a revoke).
   */
  render(state, { mySeat, choosing, asking, irregular }) {
    const t = this.t;
    const seats = this.names.seats;
    for (const [seat, { box, name, bid, hand }] of Object.entries(this.seats)) {
      const out = state.sitting_out === seat;
      // A seat that sits out shows its hand while it acts (the dealer discarding).
      const idle = out && state.turn !== seat;
      const labels = [seats[seat]];
      if (state.dealer === seat) labels.push(`(${t.dealer.toLowerCase()})`);
      if (out) labels.push(`· ${t["sits-out"]}`);
      name.replaceChildren(...[this.mark(seat), labels.join(" ")].filter(Boolean));
      box.classList.toggle("wt-seat--turn", state.turn === seat);
      box.classList.toggle("wt-seat--out", out);
      if (bid) this.renderBid(bid, seat, state);
      hand.setAttribute("aria-label", seats[seat]);
      const cards = state.hands?.[seat] ?? [];
      const hidden = mySeat !== null && mySeat !== seat;
      const verb = state.phase === "discard" ? "discard" : state.phase === "play" ? "play" : null;
      if (hidden || idle) {
        hand.replaceChildren(cards.length && !idle ? backs(cards.length, this.data) : "");
      } else if (choosing && verb && state.turn === seat) {
        const action = irregular?.verb(verb) ?? verb;
        // While the reader chooses a revoke, no card is marked "allowed": a card that follows
        // suit is not the answer there (the engine refuses it as a revoke, with its reason).
        const legal = asking || action === "revoke" ? new Set() : legalCards(state, seat);
        hand.setAttribute("aria-label", action === "revoke" ? irregular.handLabel(seat)
          : format(t[verb], { seat: seats[seat] }));
        hand.replaceChildren(...cards.map((code) =>
          h("button", { type: "button", class: "wt-card-button", "data-wt-card": code,
            onclick: () => this.pick({ seat, action, card: code }) }, card(code, this.data, { legal: legal.has(code) }))));
      } else if (choosing && verb === "play" && irregular?.late(state, seat)) {
        // Out of turn: any card of this seat, which the engine judges.
        hand.setAttribute("aria-label", irregular.lateLabel(seat));
        hand.replaceChildren(...cards.map((code) =>
          h("button", { type: "button", class: "wt-card-button", "data-wt-card": code,
            onclick: () => this.pick(irregular.lateAction(seat, code)) }, card(code, this.data))));
      } else {
        const legal = legalCards(state, seat);
        hand.replaceChildren(...cards.map((code) => card(code, this.data, { legal: legal.has(code) })));
      }
    }
    // The kitty with the turned-up card, and the cards on the table.
    const upcard = state.upcard;
    const kitty = [];
    if (upcard && state.upcard_state !== "taken") {
      const shown = card(upcard, this.data);
      shown.classList.toggle("wt-card--down", state.upcard_state === "turned-down");
      kitty.push(h("span", { class: "wt-kitty__label" }, t.upcard), shown);
    }
    if (state.kitty?.length) {
      kitty.push(h("span", { class: "wt-kitty__label" }, t.kitty), backs(state.kitty.length - 1, this.data));
    }
    this.kitty.replaceChildren(...kitty);
    const table = state.table;
    this.trick.replaceChildren(
      ...(table?.plays ?? []).map(([seat, code]) =>
        h("span", { class: `wt-play wt-play--${seat}${table.winner === seat ? " wt-play--winner" : ""}`,
          "data-wt-play": seat },
          h("span", { class: "wt-play__seat" }, ...[this.mark(seat), seats[seat]].filter(Boolean)),
          card(code, this.data))));
  }

  /** Bid Euchre: what a seat said in the bidding (its bid or a pass), the high bid marked. */
  renderBid(badge, seat, state) {
    const said = (state.bids ?? []).filter((entry) => entry.seat === seat).at(-1);
    badge.hidden = !said;
    if (!said) return badge.replaceChildren();
    const high = said.tricks !== null && state.high_bidder === seat;
    badge.className = `wt-seat__bid${said.tricks === null ? " wt-seat__bid--pass" : ""}${high ? " wt-seat__bid--high" : ""}`;
    badge.dataset.wtSaid = said.tricks === null ? "pass" : String(said.tricks);
    badge.textContent = said.tricks === null ? this.t.passed : format(this.t["seat-bid"], { tricks: said.tricks });
  }
}
