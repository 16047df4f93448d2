// The board's layout: the reader lays out a deal card by card (pointer, touch and keyboard
// alike: every card is a button, the place the cards go to a group of radio buttons), then
// the engine judges it: hand sizes, a card twice, cards outside the deck of the rules are
// refused with the engine's reason. The deck, the seats, the hand size, the kitty and the
// card names come from the engine.
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { card } from "./cards.mjs";

export class Layout {
  /**
   * @param {object} board  `texts` (the widget's), `board` (the board's texts), `data`,
   *   `rules()` (the form's), `deal(params)` (opens a hand, dealt by the form's dealer) and
   *   `facts(rules)` (the engine's answer for those rules: seats, hand size, kitty, names)
   */
  constructor(board) {
    this.o = board;
    const b = board.board;
    this.b = b;
    this.open = false;
    this.deck = []; // the deck of the rules, in order
    this.places = []; // [{key, label, size}]
    this.placed = new Map(); // place key → [card]
    this.current = null;
    this.loaded = null; // the rules string the deck was last asked for
    this.toggle = h("button", { type: "button", class: "wt-button board-button", "aria-expanded": "false",
      "data-board-layout-toggle": true, onclick: () => this.setOpen(!this.open) }, b.layout);
    this.placeGroup = h("div", { class: "board-places", role: "radiogroup", "aria-label": b["layout-place"],
      "data-board-places": true });
    this.deckBox = h("div", { class: "board-deck", role: "group", "aria-label": b["layout-deck"],
      "data-board-deck": true });
    this.placedBox = h("div", { class: "board-placed", "data-board-placed": true });
    const button = (key, label, onclick) => h("button", { type: "button", class: "wt-button board-button",
      [`data-board-layout-${key}`]: true, onclick }, label);
    this.dealButton = button("deal", b["layout-deal"], () => this.deal());
    this.element = h("div", { class: "board-layout", "data-board-layout": true, hidden: true },
      h("p", { class: "board-hint" }, b["layout-help"]),
      h("p", { class: "board-label" }, b["layout-place"]),
      this.placeGroup, this.placedBox,
      h("p", { class: "board-label" }, b["layout-deck"]),
      this.deckBox,
      h("div", { class: "board-actions" }, this.dealButton,
        button("rest", b["layout-rest"], () => this.rest()),
        button("reset", b["layout-reset"], () => this.reset())));
  }

  setEnabled(on) {
    this.enabled = on;
    for (const control of this.element.querySelectorAll("button, input")) control.disabled = !on;
    this.toggle.disabled = !on;
  }

  async setOpen(open) {
    this.open = open;
    this.toggle.setAttribute("aria-expanded", String(open));
    this.element.hidden = !open;
    if (open) await this.load();
  }

  rulesChanged() {
    if (this.open) this.load();
  }

  /** The deck and the places of the form's rules (asked of the engine). */
  async load() {
    const rules = this.o.rules();
    if (rules === this.loaded) return;
    const answer = await this.o.facts(rules);
    if (!answer || "error" in answer) return; // the board says why when the reader deals
    this.loaded = rules;
    const deck = Object.keys(answer.names.cards);
    const size = answer.hand_size;
    const places = answer.seats.map((key) => ({ key, label: answer.names.seats[key], size }));
    // The kitty's top card is the turned-up card (the layout's `kitty` lists it first).
    if (answer.kitty > 0) {
      places.push({ key: "upcard", label: this.b["layout-upcard"], size: 1 });
      if (answer.kitty > 1) places.push({ key: "kitty", label: this.b["layout-kitty"], size: answer.kitty - 1 });
    }
    // Rules with the same deck and places (another target score) keep the cards laid out.
    const same = JSON.stringify([deck, places]) === JSON.stringify([this.deck, this.places]);
    this.names = answer.names;
    this.deck = deck;
    this.places = places;
    if (!same) this.reset();
  }

  reset() {
    this.placed = new Map(this.places.map((place) => [place.key, []]));
    this.current = this.places[0]?.key ?? null;
    this.render();
  }

  /** A card's face, as the widget shows it. */
  face(code) {
    return card(code, { names: this.names, texts: this.o.texts });
  }

  where(code) {
    for (const [key, cards] of this.placed) if (cards.includes(code)) return key;
    return null;
  }

  full(key) {
    const place = this.places.find((p) => p.key === key);
    return this.placed.get(key).length >= place.size;
  }

  pick(code) {
    const from = this.where(code);
    if (from) {
      this.placed.set(from, this.placed.get(from).filter((card) => card !== code));
    } else {
      if (!this.current || this.full(this.current)) {
        this.current = this.places.find((place) => !this.full(place.key))?.key ?? null;
        if (!this.current) return;
      }
      this.placed.get(this.current).push(code);
      if (this.full(this.current)) {
        const next = this.places.find((place) => !this.full(place.key));
        if (next) this.current = next.key;
      }
    }
    this.render({ focus: code });
  }

  /** Every place not full gets cards of the deck at random. */
  rest() {
    const free = this.deck.filter((code) => !this.where(code));
    for (let i = free.length - 1; i > 0; i -= 1) {
      const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
      [free[i], free[j]] = [free[j], free[i]];
    }
    for (const place of this.places) {
      const cards = this.placed.get(place.key);
      while (cards.length < place.size && free.length) cards.push(free.pop());
    }
    this.render();
  }

  deal() {
    const hands = {};
    for (const place of this.places) {
      if (place.key !== "upcard" && place.key !== "kitty") hands[place.key] = this.placed.get(place.key);
    }
    const kitty = [...(this.placed.get("upcard") ?? []), ...(this.placed.get("kitty") ?? [])];
    // The form's rules as they are now (a target score typed since the deck was loaded
    // included): the engine judges the layout by them, as it does a random deal.
    return this.o.deal({ rules: this.o.rules(), layout: { hands, kitty } });
  }

  label(place) {
    return format(this.b["layout-count"], { place: place.label, count: this.placed.get(place.key).length,
      total: place.size });
  }

  render({ focus = null } = {}) {
    this.placeGroup.replaceChildren(...this.places.map((place) =>
      h("label", { class: "board-check" },
        h("input", { type: "radio", name: "board-layout-place", value: place.key,
          checked: place.key === this.current, "data-board-place": place.key,
          onchange: () => { this.current = place.key; } }),
        " ", this.label(place))));
    this.placedBox.replaceChildren(...this.places.map((place) =>
      h("div", { class: "board-placed__place", role: "group", "aria-label": this.label(place),
        "data-board-placed-in": place.key },
        h("span", { class: "board-placed__label" }, this.label(place)),
        ...this.placed.get(place.key).map((code) => h("button", { type: "button", class: "wt-card-button",
          "data-board-placed-card": code, "aria-label": format(this.b["layout-placed"],
            { card: this.names.cards[code], place: place.label }),
          onclick: () => this.pick(code) }, this.face(code))))));
    this.deckBox.replaceChildren(...this.deck.filter((code) => !this.where(code)).map((code) =>
      h("button", { type: "button", class: "wt-card-button", "data-board-deck-card": code,
        onclick: () => this.pick(code) }, this.face(code))));
    this.setEnabled(this.enabled ?? true);
    if (focus) {
      // The card moved: keep the keyboard in the deck, on the next card still there.
      const target = this.deckBox.querySelector("button") ?? this.dealButton;
      target.focus();
    }
  }
}
