// Hand walkthroughs: the reader steps through an example hand, and may try another card or
// call at any step (in Bid Euchre, another bid or contract). Every step was computed at build
// time by the engine (a JSON file the page links to, fetched when the walkthrough comes near
// the reader's view), so the widget works without the engine; the engine, started in a Web
// Worker when the widget is visible or used, answers the reader's own choices.
// This file only renders: every rule, sentence and card name comes from the engine.
import { engine, format, numberFormat, plural } from "./engine-client.mjs";
import { Irregularities } from "./irregularities.mjs";
import { Analysis, sameAction } from "./analysis.mjs";
import { Exercise } from "./exercise.mjs";
import { BoardLink } from "./board-link.mjs";
import { decode } from "./safe-url.mjs";
import { showTables, watchTables } from "./hand-tables.mjs";

const SUITS = { c: "♣", d: "♦", h: "♥", s: "♠" };
const RED = new Set(["d", "h"]);
const COMPASS = ["N", "W", "E", "S"];
const SANS = ["sans-high", "sans-low"];
const BIDS = [3, 4, 5, 6];
//  The two sides of the table are told apart by a shape, not by colour alone.
const SIDE_MARKS = ["●", "▲"];

/** An element with attributes and children (strings become text). */
export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "class") element.className = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return element;
}

/** Show the red suits' symbols in red in the text of `root` (cards are coloured already). */
function redSuits(root) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[♥♦]/.test(node.data) && !node.parentElement.closest(".wt-card, .wt-suit--red")) {
      found.push(node);
    }
  }
  for (const node of found) {
    node.replaceWith(...node.data.split(/([♥♦])/).filter(Boolean).map((part) =>
      /[♥♦]/.test(part) ? h("span", { class: "wt-suit--red" }, part) : part));
  }
}

/** At most a short part of an untrusted text, without control or invisible characters
 *  (shown as text, never as markup). */
function quoted(text, size = 12) {
  const chars = [...text.replace(/[\p{C}\p{Zl}\p{Zp}]/gu, "")];
  return chars.length > size ? `${chars.slice(0, size).join("")}…` : chars.join("");
}

export class Walkthrough {
  /** The widget of the walkthrough in `root`, drawn from its page `data`. With `live: false`
   *  (the build's first view, see site_hooks/prerender.mjs), only its first step is drawn:
   *  it neither reads the address nor listens to the page. */
  constructor(root, data, { live = true } = {}) {
    this.root = root;
    this.data = data;
    this.id = this.data.id;
    this.t = this.data.texts;
    this.names = this.data.names;
    this.number = numberFormat(this.data.lang);
    // Bid Euchre: bids and a contract instead of a turned-up card and calls (the engine's
    // facts of the rules: their game and option words).
    this.bidEuchre = this.data.game === "bid-euchre";
    // The three-player game: each side of the score is a single player.
    this.cutthroat = this.data.options.includes("cutthroat");
    this.record = this.data.steps;
    this.branch = null; // {base, steps: [recorded base step, ...engine steps]}
    this.index = 0;
    // The seat the reader sits in, the other hands hidden (null: none): the page's at first
    // (a lesson in which the reader plays one seat), then the reader's choice.
    this.mySeat = this.data.seat ?? null;
    this.whyOpen = false; // the "why?" of each step, open once the reader opens one
    this.engineState = "idle";
    this.message = null; // {text, ruling, kind}
    // Every listener on the page (window, document) and every observer of the walkthrough
    // ends with it: `dispose()` aborts this.
    this.lifetime = new AbortController();
    this.build();
    if (!live) {
      this.show(0, { updateHash: false });
      return;
    }
    this.takeOver();
    if (!this.fromHash({ initial: true })) this.show(0, { updateHash: false });
    addEventListener("hashchange", () => this.fromHash({ initial: false }), { signal: this.lifetime.signal });
    this.watch();
  }

  /** The walkthrough is done with (the board replaced it): it no longer listens to the page,
   *  watches its region, or starts the engine. */
  dispose() {
    this.lifetime.abort();
  }

  get steps() {
    return this.branch ? this.branch.steps : this.record;
  }

  // --- Building the widget once; each step only re-renders the parts that change. ---

  build() {
    const t = this.t;
    const widget = this.root.querySelector("[data-walkthrough-widget]");
    this.widget = widget;
    // A first view drawn at build time (shown, inert) was scrolled to, as the page was read,
    // when the address names one of the walkthrough's steps (site_hooks/walkthrough.py,
    // SCROLL_TO_LINKED_VIEW): the widget does not scroll there again once built, which
    // could be long after the reader has scrolled on.
    this.scrolledToByPage = !widget.hidden;
    // A reader whose browser asks to save data is told that the engine waits for them.
    this.saveData = Boolean(navigator.connection?.saveData);
    this.status = h("p", { class: "wt-status", role: "status", "data-wt-status": true },
      this.saveData ? t["engine-on-demand"] : t["engine-loading"]);
    this.banner = h("p", { class: "wt-banner", "data-wt-branch": true, hidden: true },
      h("span", {}, t.branch), " ",
      h("button", { type: "button", class: "wt-button", "data-wt-back-to-record": true,
        onclick: () => this.leaveBranch() }, t["back-to-record"]));
    this.seats = {};
    const seatCodes = Object.keys(this.names.seats);
    const table = h("div", { class: `wt-table wt-table--${seatCodes.length}${this.bidEuchre ? " wt-table--bid" : ""}`,
      "data-wt-table": true });
    for (const seat of COMPASS) {
      if (!seatCodes.includes(seat)) continue;
      const name = h("span", { class: "wt-seat__name" });
      const bid = this.bidEuchre ? h("span", { class: "wt-seat__bid", "data-wt-bid": seat, hidden: true }) : null;
      const hand = h("div", { class: "wt-hand", role: "group" });
      const box = h("div", { class: `wt-seat wt-seat--${seat}`, "data-wt-seat": seat }, name, bid, hand);
      this.seats[seat] = { box, name, bid, hand };
      table.append(box);
    }
    this.trick = h("div", { class: "wt-trick", "data-wt-trick": true });
    this.kitty = h("div", { class: "wt-kitty", "data-wt-kitty": true });
    table.append(h("div", { class: "wt-centre" }, this.kitty, this.trick));
    this.board = h("div", { class: "wt-board", "data-wt-board": true });
    this.calls = h("div", { class: "wt-calls", role: "group", "data-wt-calls": true, hidden: true });
    // Revokes, take-backs and claims, in walkthroughs that record one.
    this.irregular = this.data.irregularities ? new Irregularities({ h, texts: t, seats: this.names.seats,
      pick: (action) => this.pick(action), rerender: () => this.render() }) : null;
    this.explanation = h("div", { class: "wt-explanation", "data-wt-explanation": true });
    this.notice = h("p", { class: "wt-notice", "data-wt-message": true, hidden: true });
    this.counter = h("span", { class: "wt-counter", "data-wt-counter": true });
    const live = h("div", { class: "wt-live", "aria-live": "polite", "data-wt-live": true },
      this.counter, this.notice, this.explanation);
    const button = (action, label, symbol) =>
      h("button", { type: "button", class: "wt-button", "data-wt-go": action, "aria-label": label,
        title: label, onclick: (event) => this.inPlace(event.currentTarget, () => this.go(action)) },
      symbol);
    this.buttons = {
      first: button("first", t.first, "|◀"),
      back: button("back", t.back, "◀"),
      forward: button("forward", t.forward, "▶"),
      last: button("last", t.last, "▶|"),
    };
    // The reader chooses the seat they sit in; the other hands are hidden.
    this.seatChoice = h("select", { class: "wt-select", "data-wt-seat-choice": true,
      onchange: () => this.sitIn(this.seatChoice.value) },
      h("option", { value: "" }, t["seat-none"]),
      ...seatCodes.map((seat) => h("option", { value: seat, selected: seat === this.mySeat },
        this.names.seats[seat])));
    this.sit = h("label", { class: "wt-sit" }, h("span", {}, t["seat-choice"]), " ", this.seatChoice);
    this.analysis = new Analysis({ data: this.data, h, refresh: () => this.render(),
      signal: this.lifetime.signal });
    // The questions of the record (exercises): asked at their steps, answered without the engine.
    this.exercise = new Exercise({ data: this.data, h, analysis: this.analysis });
    this.boardLink = new BoardLink({ h, data: this.data });
    const controls = h("div", { class: "wt-controls", "data-wt-controls": true },
      this.buttons.first, this.buttons.back, this.buttons.forward, this.buttons.last, this.sit,
      this.analysis.button, this.boardLink.element);
    widget.replaceChildren(this.status, this.banner, this.exercise.element, table, this.board,
      this.calls, ...(this.irregular ? [this.irregular.element] : []), controls, live,
      this.analysis.panel);
  }

  /** The live widget takes the place of the first view drawn at build time (the same
   *  elements, without their listeners, and inert: nothing to focus or press in it until
   *  now): shown, usable and focusable. Its tables were closed when the walkthrough was
   *  started (start()); if the reader has opened them since, they stay open. */
  takeOver() {
    const widget = this.widget;
    widget.inert = false;
    widget.tabIndex = -1;
    widget.addEventListener("keydown", (event) => this.key(event));
    widget.hidden = false;
    widget.dataset.state = "loading";
  }

  key(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.("input, select, textarea")) return;
    const action = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[event.key];
    if (!action) return;
    event.preventDefault();
    this.go(action);
  }

  /** Make `change` (a step shown) while `control`, the button the reader pressed, stays
   *  where it is on the screen: what the step shows above it (a question, the hands, the
   *  calls) changes height from step to step, and a reader pressing ▶ again and again would
   *  otherwise find another control under their finger. The page scrolls by as much. */
  inPlace(control, change) {
    const before = control.getBoundingClientRect().top;
    change();
    const moved = control.getBoundingClientRect().top - before;
    if (moved) scrollBy({ top: moved, behavior: "instant" });
  }

  go(action) {
    const last = this.steps.length - 1;
    const target = { first: 0, back: this.index - 1, forward: this.index + 1, last }[action];
    this.show(Math.max(0, Math.min(last, target)));
  }

  show(index, { updateHash = true, message = null } = {}) {
    this.index = index;
    this.message = message;
    if (updateHash && !this.branch) {
      const hash = `#walk-${this.id}-step-${index}`;
      if (location.hash !== hash) history.replaceState(history.state, "", hash);
    }
    this.render();
  }

  fromHash({ initial }) {
    const prefix = `#walk-${this.id}-step-`;
    const hash = decode(location.hash);
    if (!hash.startsWith(prefix)) {
      // Another anchor: the warning about a bad step link is no longer true.
      if (this.message?.kind === "warning") {
        this.message = null;
        this.render();
      }
      return false;
    }
    const wanted = hash.slice(prefix.length);
    const index = /^\d+$/.test(wanted) ? Number(wanted) : -1;
    this.branch = null;
    if (index >= 0 && index < this.record.length) {
      this.show(index, { updateHash: false });
    } else {
      const text = format(this.t["no-step"], { step: quoted(wanted) });
      this.show(0, { updateHash: false, message: { text, kind: "warning" } });
    }
    if (initial && !this.scrolledToByPage) {
      requestAnimationFrame(() => this.widget.scrollIntoView({ block: "start" }));
    }
    return true;
  }

  // --- Rendering a step. ---

  /** A card; `legal` when the engine says it may be played (or discarded) now. */
  card(code, { legal = false } = {}) {
    const known = this.names.cards[code] ?? code;
    const name = legal ? format(this.t.playable, { card: known }) : known;
    const marked = legal ? " wt-card--legal" : "";
    if (code === "Jk") {
      return h("span", { class: `wt-card wt-card--joker${marked}`, role: "img", "aria-label": name, title: name }, "★");
    }
    const rank = code[0] === "T" ? "10" : (this.t[`rank.${code[0]}`] ?? code[0]);
    const colour = RED.has(code[1]) ? "red" : "black";
    return h("span", { class: `wt-card wt-card--${colour}${marked}`, role: "img", "aria-label": name, title: name },
      rank + SUITS[code[1]]);
  }

  back(count) {
    const label = plural(this.t["hidden-cards"], count, this.data.lang);
    return h("span", { class: "wt-backs", role: "img", "aria-label": label, title: label },
      ...Array.from({ length: count }, () => h("span", { class: "wt-card wt-card--back" })));
  }

  /** The shape of a seat's side (none in the three-player game, where each plays alone). */
  sideMark(seat) {
    if (this.cutthroat) return null;
    const side = Object.keys(this.names.sides).findIndex((code) => code.includes(seat));
    return side < 0 ? null : h("span", { class: `wt-side-mark wt-side-mark--${side}`, "aria-hidden": "true" },
      SIDE_MARKS[side]);
  }

  /** One "why?" per explanation: it opens on the statements of the rulings the step
   *  applies, each a link to the place where the rules state it. */
  why(rulings) {
    // The one on screen says whether the reader left it open: its "toggle" event comes a
    // moment after the click, so a render in between must not close it again.
    const shown = this.explanation.querySelector("[data-wt-why]");
    if (shown) this.whyOpen = shown.open;
    const known = [...new Set(rulings)].filter((id) => this.data.rulings[id]);
    if (!known.length) return [];
    const details = h("details", { class: "wt-why question", "data-wt-why": true },
      h("summary", {}, this.t.why),
      h("ul", {}, ...known.map((id) => {
        const { href, title } = this.data.rulings[id];
        return h("li", {}, h("a", { class: "wt-ruling", href, "data-wt-ruling": id }, title));
      })));
    details.open = this.whyOpen;
    details.addEventListener("toggle", () => { this.whyOpen = details.open; });
    return [details];
  }

  render() {
    const step = this.steps[this.index];
    const state = step.state;
    const t = this.t;
    const seats = this.names.seats;
    const last = this.steps.length - 1;
    // A question (an exercise) waits for the reader's card or call, engine or not.
    const asking = Boolean(this.exercise.at(this.index, this.branch));
    const choosing = (this.engineState === "ready" || asking) && state.turn;
    this.exercise.render(this.index, this.branch);
    this.irregular?.render(state, this.engineState === "ready");
    // The seats: name, role, and cards (buttons for the seat to act once the engine runs).
    for (const [seat, { box, name, bid, hand }] of Object.entries(this.seats)) {
      const out = state.sitting_out === seat;
      // A seat that sits out shows its hand while it acts (the dealer discarding).
      const idle = out && state.turn !== seat;
      const labels = [seats[seat]];
      if (state.dealer === seat) labels.push(`(${t.dealer.toLowerCase()})`);
      if (out) labels.push(`· ${t["sits-out"]}`);
      name.replaceChildren(...[this.sideMark(seat), labels.join(" ")].filter(Boolean));
      box.classList.toggle("wt-seat--turn", state.turn === seat);
      box.classList.toggle("wt-seat--out", out);
      if (bid) this.renderBid(bid, seat, state);
      hand.setAttribute("aria-label", seats[seat]);
      const cards = state.hands?.[seat] ?? [];
      const hidden = this.mySeat !== null && this.mySeat !== seat;
      const verb = state.phase === "discard" ? "discard" : state.phase === "play" ? "play" : null;
      if (hidden || idle) {
        hand.replaceChildren(cards.length && !idle ? this.back(cards.length) : "");
      } else if (choosing && verb && state.turn === seat) {
        // A question asks which card: the cards allowed are not marked then.
        const legal = asking ? new Set() : this.legalCards(state, seat);
        const action = this.irregular?.verb(verb) ?? verb;
        hand.setAttribute("aria-label", action === "revoke" ? this.irregular.handLabel(seat)
          : format(t[verb], { seat: seats[seat] }));
        hand.replaceChildren(...cards.map((code) =>
          h("button", { type: "button", class: "wt-card-button", "data-wt-card": code,
            onclick: () => this.pick({ seat, action, card: code, key: `${action}-${code}` }) }, this.card(code, { legal: legal.has(code) }))));
      } else {
        const legal = this.legalCards(state, seat);
        hand.replaceChildren(...cards.map((code) => this.card(code, { legal: legal.has(code) })));
      }
    }
    // The kitty with the turned-up card, and the cards on the table.
    const upcard = state.upcard;
    const kitty = [];
    if (upcard && state.upcard_state !== "taken") {
      const shown = this.card(upcard);
      shown.classList.toggle("wt-card--down", state.upcard_state === "turned-down");
      kitty.push(h("span", { class: "wt-kitty__label" }, t.upcard), shown);
    }
    if (state.kitty?.length) {
      kitty.push(h("span", { class: "wt-kitty__label" }, t.kitty), this.back(state.kitty.length - 1));
    }
    this.kitty.replaceChildren(...kitty);
    const table = state.table;
    this.trick.replaceChildren(
      ...(table?.plays ?? []).map(([seat, code]) =>
        h("span", { class: `wt-play wt-play--${seat}${table.winner === seat ? " wt-play--winner" : ""}`,
          "data-wt-play": seat },
          h("span", { class: "wt-play__seat" }, ...[this.sideMark(seat), seats[seat]].filter(Boolean)),
          this.card(code))));
    // The board: trumps, whose turn, tricks and score per side.
    const sides = Object.keys(this.names.sides);
    const rows = sides.map((side) => h("tr", {},
      h("th", { scope: "row" }, ...[this.sideMark(side[0]), this.names.sides[side]].filter(Boolean)),
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
        format(t.contract, { contract: this.contractLabel(state.trump) })));
    } else if (state.trump) {
      facts.push(h("span", { class: "wt-trumps", "data-wt-trumps": state.trump },
        format(t.trumps, { suit: `${SUITS[state.trump] ?? ""} ${this.names.suits[state.trump] ?? state.trump}` })));
    }
    if (state.turn) {
      const turn = state.phase === "discard" ? t["turn-discard"] : t.turn;
      facts.push(h("span", { "data-wt-turn": state.turn }, format(turn, { seat: seats[state.turn] })));
    }
    this.board.replaceChildren(
      h("p", { class: "wt-facts" }, ...facts.flatMap((fact, i) => (i ? [" · ", fact] : [fact]))),
      h("table", { class: "wt-score" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, this.cutthroat ? t.player : t.side),
          h("th", { scope: "col" }, t["tricks-taken"]), h("th", { scope: "col" }, t.score))),
        h("tbody", {}, ...rows)));
    // The calls of the bidding rounds, as buttons once the engine runs.
    this.renderCalls(state, choosing);
    redSuits(this.board);
    redSuits(this.calls);
    // The step: counter, explanation with the rulings applied, the author's note.
    this.counter.textContent = this.counterText();
    this.explanation.replaceChildren(
      ...step.events.map((event) => h("p", { class: "wt-event" }, event.text)),
      ...this.why(step.events.flatMap((event) => event.rulings)),
      ...step.note.map((line) => h("p", { class: "wt-note" }, line)));
    const message = this.message;
    this.notice.hidden = !message;
    this.notice.className = `wt-notice${message ? ` wt-notice--${message.kind}` : ""}`;
    if (message) {
      const link = message.ruling && this.data.rulings[message.ruling];
      this.notice.replaceChildren(message.text, ...(link ? [" ", h("a", { href: link.href, title: link.title,
        "data-wt-refusal-ruling": message.ruling }, t["rule-link"])] : []));
    }
    this.boardLink.render(this);
    this.analysis.render({ steps: this.steps, index: this.index, branch: this.branch, state,
      hands: Object.fromEntries(Object.entries(this.seats).map(([seat, { hand }]) => [seat, hand])),
      calls: this.calls, engineState: this.engineState, client: this.client, asking });
    const focused = document.activeElement;
    this.buttons.first.disabled = this.buttons.back.disabled = this.index === 0;
    this.buttons.forward.disabled = this.buttons.last.disabled = this.index === last;
    // A button that just became disabled, or a card that was redrawn, loses the focus: keep
    // it in the widget so that the arrow keys go on working.
    if (focused && this.widget.contains(focused) && (focused.disabled || !focused.isConnected)) {
      this.widget.focus({ preventScroll: true });
    }
    this.banner.hidden = !this.branch;
    this.widget.classList.toggle("wt-widget--branch", Boolean(this.branch));
    this.widget.dataset.step = String(this.index);
    this.widget.dataset.mode = this.branch ? "branch" : "record";
  }

  /** The cards the engine says `seat` may play or discard now (from the step's state). */
  legalCards(state, seat) {
    return new Set((state.legal_actions ?? [])
      .filter((action) => action.seat === seat && action.card && ["play", "discard"].includes(action.action))
      .map((action) => action.card));
  }

  /** Where the reader is: the deal, then steps 1 to N, as the step links number them; the
   *  reader's own line goes on with the number of the recorded step it leaves. */
  counterText() {
    const t = this.t;
    const base = this.branch ? this.branch.base : 0;
    const step = base + this.index;
    const total = base + this.steps.length - 1;
    // A hand just dealt on the board has no step after the deal yet.
    if (step === 0) return total ? format(t["step-deal"], { total }) : t.deal;
    return format(t[this.branch ? "step-of-line" : "step-of"], { step, total });
  }

  /** A contract as shown: a suit with its symbol, or sans high or low in the page's language. */
  contractLabel(code) {
    if (SUITS[code]) return `${SUITS[code]} ${this.names.suits[code] ?? code}`;
    return this.t[code] ?? this.names.contracts?.[code] ?? code;
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

  renderCalls(state, choosing) {
    const t = this.t;
    const round = state.phase === "round-1" || state.phase === "round-2";
    const bidding = state.phase === "bidding" || state.phase === "contract";
    this.calls.hidden = !(choosing && (round || bidding));
    if (this.calls.hidden) return this.calls.replaceChildren();
    const seat = state.turn;
    if (bidding) return this.renderBids(state, seat);
    const alone = h("input", { type: "checkbox", "data-wt-alone": true });
    const call = (action, extra, label, key = extra.suit ? `${action}-${extra.suit}` : action) =>
      h("button", { type: "button", class: "wt-button", "data-wt-call": key,
        onclick: () => this.pick({ seat, action, ...extra, ...(action === "pass" ? { key }
          : { alone: alone.checked, key: alone.checked ? `${key}-alone` : key }) }) }, label);
    const buttons = [call("pass", {}, t.pass)];
    if (state.phase === "round-1") buttons.push(call("order-up", {}, t["order-up"]));
    else {
      for (const suit of Object.keys(SUITS)) {
        buttons.push(call("call", { suit }, format(t["call-suit"], { suit: `${SUITS[suit]} ${this.names.suits[suit]}` })));
      }
    }
    this.calls.setAttribute("aria-label", format(t.choices, { seat: this.names.seats[seat] }));
    this.calls.replaceChildren(...buttons, h("label", { class: "wt-alone" }, alone, " ", t.alone));
  }

  /** Bid Euchre: a pass or a bid of 3 to 6 while bidding, then the six contracts. Every
   *  choice is offered: the engine says which are allowed, and why not. */
  renderBids(state, seat) {
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
        button(`trump-${contract}`, { action: "trump", contract }, this.contractLabel(contract),
          this.names.contracts?.[contract]));
      label = t["contract-choices"];
    }
    this.calls.setAttribute("aria-label", format(label, { seat: this.names.seats[seat] }));
    this.calls.replaceChildren(...buttons);
  }

  sitIn(seat) {
    this.mySeat = seat || null;
    this.render();
  }

  // --- The engine: started when needed, then asked about the reader's choices. ---

  watch() {
    // The engine is megabytes: it starts on the reader's first interaction with the
    // widget, or once the walkthrough (the widget or its tables) is visible, unless the
    // browser asks to save data.
    const signal = this.lifetime.signal;
    const start = (event) => this.startEngine(event);
    for (const type of ["pointerdown", "keydown", "focusin"]) {
      this.widget.addEventListener(type, start, { once: true, signal });
    }
    if (this.saveData) return;
    if (!("IntersectionObserver" in window)) return start();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(this.root);
    signal.addEventListener("abort", () => observer.disconnect(), { once: true });
  }

  setEngineState(state, text) {
    this.engineState = state;
    this.widget.dataset.state = state;
    this.status.textContent = text;
    this.render();
  }

  startEngine(event) {
    if (this.engineState !== "idle" || this.lifetime.signal.aborted) return;
    this.engineState = "loading";
    // Started by a press on one of the widget's controls: nothing changes under the pointer
    // before the click is over (a new status, or the engine's allowed cards raised, would
    // move the control, and the click would miss it), even when the engine is already
    // running for another walkthrough of the page and is ready at once.
    const afterClick = event?.type === "pointerdown"
      ? new Promise((resolve) => {
        for (const type of ["pointerup", "pointercancel"]) {
          addEventListener(type, () => setTimeout(resolve),
            { once: true, capture: true, signal: this.lifetime.signal });
        }
      })
      : Promise.resolve();
    afterClick.then(() => {
      if (this.engineState === "loading") this.status.textContent = this.t["engine-loading"];
    });
    this.client = engine();
    this.client.ready.then(
      () => afterClick.then(() => this.setEngineState("ready", this.t["engine-ready"])),
      () => afterClick.then(() => this.setEngineState("failed", this.t["engine-failed"])),
    );
  }

  async pick(action) {
    if (this.exercise.at(this.index, this.branch)) return this.answer(action);
    if (this.engineState !== "ready" || this.busy) return;
    // The card or call that comes next where the reader is (the example's, or the engine's
    // in the reader's line): that line goes on, as ▶ would take it, not a line of their own.
    const next = this.steps[this.index + 1]?.action;
    if (next && sameAction(next, action)) {
      this.show(this.index + 1);
      this.widget.focus({ preventScroll: true });
      return;
    }
    const base = this.branch ? this.branch.base : this.index;
    const actions = this.branch
      ? this.branch.steps.slice(1, this.index + 1).map((step) => step.action)
      : [];
    actions.push(action);
    this.busy = true;
    this.widget.setAttribute("aria-busy", "true");
    this.status.textContent = this.t["engine-busy"];
    let refused = null; // the control pressed, if the engine refuses: the keyboard stays there
    try {
      const answer = await this.client.call("branch", {
        record: this.data.record, step: base, actions, lang: this.data.lang,
      });
      if (answer.legal) {
        this.branch = { base, steps: [this.record[base], ...answer.steps] };
        this.show(actions.length, { updateHash: false });
      } else {
        const text = format(this.t.refused, { reason: answer.text });
        this.show(this.index, { updateHash: false, message: { text, ruling: answer.ruling, kind: "refused" } });
        refused = this.widget.querySelector(this.exercise.control(action));
      }
      this.status.textContent = this.t["engine-ready"];
    } catch {
      this.setEngineState("failed", this.t["engine-failed"]);
    } finally {
      this.busy = false;
      this.widget.removeAttribute("aria-busy");
      (refused ?? this.widget).focus({ preventScroll: true });
    }
  }

  /** The reader answers the question of this step: a refused card or call keeps the
   *  question (and the keyboard in the reader's hand); an allowed one goes on, the keyboard
   *  in the widget (the card or call pressed is gone), where the arrow keys step on. */
  answer(action) {
    const reply = this.exercise.answer(this.index, action);
    if (!reply) return;
    this.show(reply.step, { message: reply.message });
    const again = reply.step === this.index && this.widget.querySelector(this.exercise.control(action));
    (again || this.widget).focus({ preventScroll: true });
  }

  leaveBranch() {
    const base = this.branch.base;
    this.branch = null;
    this.show(base);
    this.widget.focus({ preventScroll: true });
  }
}

/** A walkthrough's steps, from the JSON file its region links to. */
async function load(root) {
  const url = new URL(root.dataset.walkthroughSrc, location.href);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

// Each walkthrough is built once, when its steps have arrived: {root: Promise<Walkthrough|null>}.
const built = new Map();
const started = new Set();

function build(root) {
  if (!built.has(root)) {
    built.set(root, load(root).then(
      (data) => new Walkthrough(root, data),
      () => {
        // Without its steps, the walkthrough is its tables (not the first view drawn at
        // build time, whose controls would do nothing).
        const widget = root.querySelector("[data-walkthrough-widget]");
        if (widget) widget.hidden = true;
        const details = root.querySelector("[data-walkthrough-static]");
        if (details) {
          showTables(details);
          details.open = true;
        }
        root.dataset.walkthroughState = "failed";
        return null;
      },
    ));
  }
  return built.get(root);
}

const linksTo = (root, hash) => hash.startsWith(`#walk-${root.dataset.walkthrough}-step-`);

const near = "IntersectionObserver" in window ? new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) {
      near.unobserve(entry.target);
      build(entry.target);
    }
  }
}, { rootMargin: "100% 0px" }) : null;

// A link to a step of a walkthrough not built yet (from another part of the page).
addEventListener("hashchange", () => {
  const hash = decode(location.hash);
  for (const root of started) if (linksTo(root, hash)) build(root);
});

/** Start walkthroughs (each once): its data is fetched when it comes within a screen of the
 *  view, or at once when the address points to one of its steps; until then (and for good
 *  if the data cannot be had) its tables stand in for it. */
export function start(roots = document.querySelectorAll("[data-walkthrough]")) {
  watchTables();
  const wanted = decode(location.hash);
  for (const root of roots) {
    if (started.has(root)) continue;
    // A walkthrough the page is still reading (this module runs as soon as it arrives) is
    // started once it is read, by the start() at DOMContentLoaded: its widget, its tables
    // and its module script, the last of it, are there only then.
    if (!root.querySelector(":scope > script[type=module]")) continue;
    started.add(root);
    const details = root.querySelector("[data-walkthrough-static]");
    if (details) details.open = false;
    if (linksTo(root, wanted)) {
      // The address names one of its steps: its steps are fetched at once. The page has
      // already taken the reader to its first view, drawn at build time, as it was read
      // (site_hooks/walkthrough.py, SCROLL_TO_LINKED_VIEW).
      build(root);
    } else if (!near) build(root);
    else near.observe(root);
  }
}

// Loaded by a walkthrough's own <script type="module" async>, this module runs as soon as
// it has arrived, while the rest of the page may still be read: it starts the walkthroughs
// already there, and the others once the whole page is.
start();
if (document.readyState === "loading") addEventListener("DOMContentLoaded", () => start());
