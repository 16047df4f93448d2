// The board ("Your hand"): the reader's own hands, dealt at random (seeded), laid out card by
// card or pasted as a record, played for any seat (the engine may play some), stepped
// through with the walkthrough widget, and shared by the page's address.
// The hand on the board is a walkthrough widget (widget.mjs), driven through its interface:
// the board gives it the engine it started, its steps (a new widget for new rules, else
// `replaceSteps`) and the step to show, and hears its events: "step" (the board's address
// and storage follow), "seat" (the reader's seat is the board's, for every hand) and "pick"
// (the reader's card or call goes to the board, which asks the engine, not to a line of the
// widget's own). The board owns the address: the widget never reads it.
// This file only renders and keeps: every rule, refusal and sentence comes from the engine
// (engine.web's `board`), and anything read from the address, the storage or a pasted
// record is handed to the engine as text, never inserted as markup.
import { engine, format } from "./engine-client.mjs";
import { decode } from "./safe-url.mjs";
import { h } from "./dom.mjs";
import { rulingLink } from "./cards.mjs";
import { Walkthrough } from "./widget.mjs";
import { Layout } from "./board-layout.mjs";

const STORAGE_KEY = "euchre-board";
/** The engine's events that say who won what at the end of a deal (the points, the score,
 *  the game won or not yet). */
const RESULT = /^event\.(score-|standing|game-won|tie-goes-on|no-win-)/;
const MAX_SEED = 2 ** 53 - 1;

/** What the board kept in the storage; `seats` are every seat's code (the engine plays
 *  only those it is given). */
function readStorage(seats) {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const link = typeof value.link === "string" ? value.link : "";
    const step = Number.isSafeInteger(value.step) && value.step >= 0 ? value.step : null;
    const engine = Array.isArray(value.engine) ? value.engine.filter((s) => seats.includes(s)) : [];
    const player = value.player === "best" ? "best" : "simple";
    const seat = seats.includes(value.seat) ? value.seat : null;
    return { link, step, engine, player, seat };
  } catch {
    return null; // storage refused or damaged: nothing kept
  }
}

function writeStorage(value) {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // not kept across reloads, but the board still works
  }
}

class Board {
  constructor(root) {
    this.root = root;
    this.data = JSON.parse(root.querySelector("[data-board-data]").textContent);
    this.b = this.data.board;
    this.t = this.data.texts;
    this.lang = this.data.lang;
    this.status = root.querySelector("[data-board-status]");
    this.answer = null; // the engine's answer for the hand on the board
    this.view = null;
    this.index = 0;
    this.busy = false;
    const stored = readStorage(Object.keys(this.data.seats));
    this.facts = new Map(); // rules string → the engine's answer for those rules
    this.engineSeats = new Set(stored?.engine ?? []);
    this.storedPlayer = stored?.player;
    this.mySeat = stored?.seat ?? null; // the seat the reader sits in on every hand
    this.build();
    this.setState("loading");
    this.client = engine();
    this.client.ready.then(() => this.start(stored), () => this.fail());
  }

  // --- The controls, built once. ---

  build() {
    const b = this.b;
    const field = (label, control, hint) => {
      const id = `board-${control.dataset.boardField}`;
      control.id = id;
      const hintId = hint ? `${id}-hint` : null;
      if (hintId) control.setAttribute("aria-describedby", hintId);
      return h("div", { class: "board-field" }, h("label", { for: id }, label), control,
        hint ? h("p", { class: "board-hint", id: hintId }, hint) : null);
    };
    this.game = h("select", { "data-board-field": "game", onchange: () => this.rulesChanged() },
      ...this.data.games.map((code) => h("option", { value: code }, b[`game.${code}`])));
    this.options = Object.fromEntries(this.data.options.map((option) => [option,
      h("input", { type: "checkbox", "data-board-option": option, onchange: () => this.rulesChanged() })]));
    this.target = h("input", { type: "text", inputmode: "numeric", autocomplete: "off", size: "4",
      "data-board-field": "target", onchange: () => this.askDealers() });
    this.dealer = h("select", { "data-board-field": "dealer" });
    const rules = h("fieldset", { class: "board-rules", "data-board-rules": true },
      h("legend", {}, b.rules),
      field(b.game, this.game),
      h("div", { class: "board-options" }, ...this.data.options.map((option) =>
        h("label", { class: "board-check" }, this.options[option], " ", b[`option.${option}`]))),
      field(b.target, this.target, b["target-hint"]),
      field(b.dealer, this.dealer));
    this.seed = h("input", { type: "text", inputmode: "numeric", autocomplete: "off", size: "12",
      "data-board-field": "seed" });
    this.randomButton = h("button", { type: "button", class: "wt-button board-button", "data-board-random": true,
      onclick: () => this.dealRandom() }, b.random);
    this.layout = new Layout({ texts: this.t, board: b, data: this.data,
      rules: () => this.rulesString(),
      deal: async (params) => {
        await this.dealersKnown;
        return this.open({ ...params, dealer: this.dealer.value }, { source: "layout" });
      },
      facts: (rules) => this.rulesFacts(rules) });
    const deal = h("fieldset", { class: "board-deal", "data-board-deal-form": true },
      h("legend", {}, b.deal),
      field(b.seed, this.seed, b["seed-hint"]),
      h("div", { class: "board-actions" }, this.randomButton, this.layout.toggle),
      this.layout.element);
    this.recordBox = h("textarea", { rows: "8", spellcheck: "false", autocomplete: "off",
      "data-board-field": "record", "data-board-record": true });
    this.openButton = h("button", { type: "button", class: "wt-button board-button", "data-board-open-record": true,
      onclick: () => this.openRecord() }, b["open-record"]);
    const record = h("div", { class: "board-record" },
      field(b.record, this.recordBox, b["record-hint"]),
      h("div", { class: "board-actions" }, this.openButton));
    // Why the engine refused a deal, a record or a link: next to the buttons the reader
    // pressed (the form is long), or at the top for a link; announced as it appears.
    this.message = h("p", { class: "board-message", role: "alert", "data-board-message": true,
      hidden: true });
    this.messageHome = h("div", { class: "board-live" }, this.message);
    this.setup = h("div", { class: "board-setup", "data-board-setup": true }, rules, deal, record);
    // The hand: the walkthrough widget, rebuilt for each new hand.
    this.handBox = h("div", { class: "walkthrough board-hand", "data-board-hand": true });
    this.seatsBox = h("div", { class: "board-seats", "data-board-seats": true });
    this.player = h("select", { "data-board-field": "player", onchange: () => { this.store(); this.engineTurn(); } },
      ...["simple", "best"].map((code) => h("option", { value: code }, b[`player.${code}`])));
    this.player.value = this.storedPlayer ?? "simple";
    this.engineBox = h("fieldset", { class: "board-engine", "data-board-engine": true, hidden: true },
      h("legend", {}, b["engine-seats"]), this.seatsBox, field(b.player, this.player));
    const tool = (key, label, onclick) => h("button", { type: "button", class: "wt-button board-button",
      [`data-board-${key}`]: true, onclick }, label);
    this.undoButton = tool("undo", b.undo, () => this.undo());
    this.copyButton = tool("copy", b.copy, () => this.copy());
    this.feedback = h("p", { class: "board-feedback", role: "status", "data-board-feedback": true });
    this.tools = h("div", { class: "board-tools", "data-board-tools": true, hidden: true },
      this.engineBox,
      h("div", { class: "board-actions" }, this.undoButton, this.copyButton,
        tool("download-record", b["download-record"], () => this.download("record")),
        tool("download-json", b["download-json"], () => this.download("json")),
        tool("clear", b.clear, () => this.clear())),
      this.feedback);
    this.emptyNote = h("p", { class: "board-empty", "data-board-empty": true }, b.empty);
    // At the end of a deal: the next deal, the score carried on.
    this.nextButton = h("button", { type: "button", class: "wt-button board-button", "data-board-next": true,
      onclick: () => this.nextDeal() }, b["next-deal"]);
    this.nextBox = h("div", { class: "board-actions board-next", hidden: true }, this.nextButton);
    this.root.append(this.messageHome, this.emptyNote, this.handBox, this.nextBox, this.tools, this.setup);
    this.setDealers(this.data.rules.seats); // the form's first rules, as the engine said at build
  }

  /** The rules string of the form (the engine says whether it is a game). */
  rulesString() {
    const words = [this.game.value,
      ...this.data.options.filter((option) => this.options[option].checked)];
    const target = this.target.value.trim();
    if (target) words.push(`target=${target}`);
    return words.join(" ");
  }

  rulesChanged() {
    this.askDealers();
    this.layout?.rulesChanged();
  }

  /** The engine's answer for a rules string (`rules`: its seats, hand size, kitty and
   *  names, or its refusal), asked once. */
  rulesFacts(rules) {
    if (!this.facts.has(rules)) {
      const asked = this.call("rules", { rules });
      asked.catch(() => this.facts.delete(rules)); // asked again next time
      this.facts.set(rules, asked);
    }
    return this.facts.get(rules);
  }

  /** The dealer menu offers the seats the engine says the form's rules have; rules it
   *  refuses leave the menu as it is (dealing them says why). A deal waits for the answer. */
  askDealers() {
    const asked = (this.dealersAsked = this.rulesFacts(this.rulesString()));
    this.dealersKnown = asked.then((answer) => {
      if (asked === this.dealersAsked && answer && !("error" in answer)) this.setDealers(answer.seats);
    }, () => {});
  }

  /** The dealer menu: `seats`, the chosen dealer kept when still one of them. */
  setDealers(seats, chosen = this.dealer.value) {
    this.dealer.replaceChildren(...seats.map((seat) =>
      h("option", { value: seat }, this.data.seats[seat])));
    this.dealer.value = seats.includes(chosen) ? chosen : seats[0];
  }

  /** The form shows the rules of the hand on the board (the engine's facts: its game,
   *  options, target score when not the game's own, and seats) and its dealer. */
  showRules(facts, dealer) {
    this.game.value = facts.game;
    for (const [option, box] of Object.entries(this.options)) box.checked = facts.options.includes(option);
    this.target.value = facts.target === null ? "" : String(facts.target);
    this.dealersAsked = null; // an answer still on its way is for other rules
    this.setDealers(facts.seats, dealer);
    this.layout?.rulesChanged();
  }

  setState(state) {
    this.root.dataset.state = state;
    const disabled = state !== "ready";
    for (const control of this.root.querySelectorAll("[data-board-setup] :is(button, input, select, textarea), [data-board-tools] :is(button, input), [data-board-next]")) {
      control.disabled = disabled;
    }
    if (!disabled) this.updateTools();
    this.layout?.setEnabled(!disabled);
  }

  /** Show `text` (none: hide the message), after `near` (the buttons pressed) or at the top. */
  say(text, { kind = "error", ruling = null, near = null } = {}) {
    if (near) near.after(this.message);
    else this.messageHome.append(this.message);
    this.message.hidden = !text;
    if (near && text) this.message.scrollIntoView({ block: "nearest" });
    this.message.className = `board-message${text ? ` board-message--${kind}` : ""}`;
    const link = rulingLink(ruling, this.data.rulings, this.t["rule-link"], "data-board-ruling");
    this.message.replaceChildren(...(text ? [text] : []), ...(link ? [" ", link] : []));
  }

  // --- The engine. ---

  async call(method, params) {
    return this.client.call(method, { ...params, lang: this.lang });
  }

  fail() {
    this.status.textContent = this.b.failed;
    this.setState("failed");
  }

  /** The status once the engine is ready: to act for the player to act when there is a
   *  hand on the board; nothing when it is empty (its note says what to do then). When the
   *  player to act is hidden from the reader's seat and not the engine's, what to do. At
   *  the end of a deal (nobody to act), who won what, in the engine's words, and the next
   *  deal offered unless the game is over. */
  readyStatus() {
    if (this.root.dataset.state !== "ready") return;
    const step = this.answer?.steps[this.index];
    const turn = step?.state.turn;
    const hidden = turn && this.mySeat && turn !== this.mySeat && !this.engineSeats.has(turn);
    const ended = step && !turn && ["deal", "game-over"].includes(step.state.phase);
    this.status.textContent = !this.answer ? ""
      : ended ? this.result(step)
      : hidden ? format(this.b["hidden-turn"], { seat: this.answer.names.seats[turn] })
      : this.b.ready;
    this.nextBox.hidden = !(ended && step.state.phase === "deal"
      && (this.index < this.answer.steps.length - 1 || this.answer.seed === null));
  }

  /** Who won what at `step`, the end of a deal: its events that say so, as the engine
   *  wrote them. */
  result(step) {
    const result = step.events.filter((event) => RESULT.test(event.message)).map((event) => event.text);
    const key = step.state.phase === "game-over" ? "game-over" : "deal-over";
    return format(this.b[key], { result: result.join(" ") }).trim();
  }

  /** The next deal: the hand's own when the game dealt it (a random deal's), else dealt
   *  at random by the engine; the score carries on. The engine plays on for its seats. */
  async nextDeal() {
    const steps = this.answer?.steps;
    if (!steps || this.busy) return;
    if (this.index < steps.length - 1) {
      this.view.show(this.index + 1);
      this.view.focus();
      await this.engineTurn();
      return;
    }
    const answer = await this.ask({ link: this.answer.link, deal: crypto.getRandomValues(new Uint32Array(1))[0],
      engine: [...this.engineSeats], player: this.player.value });
    if (answer && !("error" in answer)) {
      this.adopt(answer);
      this.view.focus();
    }
    this.done();
  }

  async start(stored) {
    this.setState("ready");
    addEventListener("hashchange", () => this.fromAddress());
    const fragment = this.addressFragment();
    if (fragment !== null) {
      await this.open({ link: fragment }, { source: "link", focus: false });
    } else if (stored?.link) {
      const step = stored.step === null ? "" : `&step=${stored.step}`;
      await this.open({ link: stored.link + step }, { source: "stored", focus: false });
    } else {
      this.showEmpty();
    }
    // A link to the board itself (play/#lay-out, "Judge our hand") opens it ready to lay
    // out a deal: the layout open, its toggle focused.
    if (location.hash === `#${this.root.id}` && this.root.id) {
      await this.layout.setOpen(true);
      this.layout.toggle.focus({ preventScroll: true });
    }
    this.root.dataset.started = "";
  }

  /** The fragment of the address if it is meant for the board ("" for none), or null when
   *  there is none or it names an element of the page (a heading's anchor). */
  addressFragment() {
    const raw = location.hash.slice(1);
    if (!raw) return null;
    if (document.getElementById(decode(raw))) return null;
    return raw;
  }

  fromAddress() {
    const fragment = this.addressFragment();
    if (fragment === null || fragment === this.fragment()) return;
    this.open({ link: fragment }, { source: "link", focus: false });
  }

  async ask(params) {
    this.busy = true;
    this.root.setAttribute("aria-busy", "true");
    this.status.textContent = this.b.busy;
    try {
      return await this.call("board", params);
    } catch {
      this.fail();
      return null;
    } finally {
      this.busy = false;
      this.root.removeAttribute("aria-busy");
      this.readyStatus();
    }
  }

  /** A new hand: from a link, a record, rules and a seed, or a layout. */
  async open(params, { source, focus = true }) {
    if (this.busy) return false;
    const answer = await this.ask(params);
    if (answer && "error" in answer) this.refused(source, answer);
    else if (answer) {
      this.say("");
      this.adopt(answer, { fresh: true });
      if (focus) this.view?.focus({ preventScroll: false });
    }
    this.done();
    return Boolean(answer && !("error" in answer));
  }

  /** Count the answers shown (tests wait for the next one). */
  done() {
    this.readyStatus();
    this.answers = (this.answers ?? 0) + 1;
    this.root.dataset.answers = String(this.answers);
  }

  refused(source, answer) {
    const reason = answer.text;
    let text;
    if (source === "link" || source === "stored") {
      text = format(this.b["link-refused"], { reason });
      this.showEmpty();
      if (source === "stored") writeStorage(null);
    } else if (source === "record") {
      text = answer.line
        ? format(this.b["record-refused"], { line: answer.line, column: answer.column ?? 1, reason })
        : format(this.b["record-refused-whole"], { reason });
    } else if (String(answer.error).startsWith("rules-")) {
      text = format(this.b["rules-refused"], { reason });
    } else if (source === "layout") {
      text = format(this.b["deal-refused"], { reason });
    } else {
      text = reason;
    }
    const pressed = { record: this.openButton, rules: this.randomButton, layout: this.layout.dealButton }[source];
    this.say(text, { ruling: answer.ruling, near: pressed?.closest(".board-actions") });
  }

  async dealRandom() {
    await this.dealersKnown;
    const typed = this.seed.value.trim();
    let seed;
    if (!typed) seed = crypto.getRandomValues(new Uint32Array(1))[0];
    else seed = /^\d{1,16}$/.test(typed) && Number(typed) <= MAX_SEED ? Number(typed) : -1;
    return this.open({ rules: this.rulesString(), seed, dealer: this.dealer.value }, { source: "rules" });
  }

  openRecord() {
    return this.open({ record: this.recordBox.value }, { source: "record" });
  }

  /** Show the engine's answer: a new widget for a new hand, the same one updated after an
   *  action (so that the focus and the analysis switch stay where they are). */
  adopt(answer, { fresh = false } = {}) {
    const same = !fresh && this.view && this.answer && this.answer.rules === answer.rules;
    this.answer = answer;
    const first = answer.steps[0]?.state;
    if (!same) {
      const data = {
        id: "board", lang: this.lang, record: answer.record, texts: this.t,
        rulings: this.data.rulings, irregularities: true, intro: [],
        analysis: { ...this.data.analysis, hand_size: answer.hand_size }, review: this.data.review,
        rules: answer.rules, game: answer.game, options: answer.options, side_of: answer.side_of,
        calls: answer.calls,
        steps: answer.steps, names: answer.names,
        seat: answer.seats.includes(this.mySeat) ? this.mySeat : null,
      };
      const widget = h("div", { class: "wt-widget", "data-walkthrough-widget": true, hidden: true });
      this.view?.dispose(); // the hand replaced no longer listens to the page
      this.handBox.replaceChildren(widget);
      // The review's links to a step: the board's address of that step of the hand.
      const view = new Walkthrough(this.handBox, data, { engine: this.client,
        stepHref: (n) => `#${this.answer.link}&step=${n}` });
      view.addEventListener("step", ({ detail }) => this.shown(detail.index));
      view.addEventListener("seat", ({ detail }) => this.seatChosen(detail.seat));
      view.addEventListener("pick", (event) => {
        event.preventDefault(); // the board plays it, for the hand on the board
        this.act(event.detail.index, event.detail.action);
      });
      this.view = view;
      this.buildSeats(answer.seats, answer.names.seats);
      this.showRules(answer, first?.dealer);
    } else {
      this.view.replaceSteps({ record: answer.record, steps: answer.steps });
    }
    this.emptyNote.hidden = true;
    this.tools.hidden = false;
    // A link to a step the hand does not have: its last step, and why.
    const message = answer.no_step === null || answer.no_step === undefined ? null
      : { text: format(this.b["no-step"], { step: answer.no_step }), kind: "warning" };
    this.view.show(answer.step, { message });
  }

  buildSeats(seats, names) {
    this.seatsBox.replaceChildren(...seats.map((seat) =>
      h("label", { class: "board-check" },
        h("input", { type: "checkbox", "data-board-engine-seat": seat, checked: this.engineSeats.has(seat),
          onchange: (event) => this.engineSeat(seat, event.target.checked) }), " ", names[seat])));
    this.engineBox.hidden = false;
  }

  async engineSeat(seat, on) {
    if (on) this.engineSeats.add(seat);
    else this.engineSeats.delete(seat);
    this.store();
    this.readyStatus();
    await this.engineTurn();
  }

  seatChosen(seat) {
    this.mySeat = seat;
    this.store();
    this.readyStatus();
  }

  /** The seat to act at the last step is the engine's: it plays on. */
  async engineTurn() {
    const steps = this.answer?.steps;
    if (!steps || this.index !== steps.length - 1) return;
    const state = steps.at(-1).state;
    // The engine names a seat to act (none between deals or once the game is won).
    if (!state.turn || !this.engineSeats.has(state.turn) || this.busy) return;
    const answer = await this.ask({ link: this.answer.link, engine: [...this.engineSeats],
      player: this.player.value });
    if (answer && !("error" in answer)) this.adopt(answer);
    this.done();
  }

  /** The reader's action at step `index` (the hand after it is replaced). */
  async act(index, action) {
    if (this.busy || !this.answer) return;
    const answer = await this.ask({ link: this.answer.link, at: index, actions: [action],
      engine: [...this.engineSeats], player: this.player.value });
    if (!answer) return;
    if ("error" in answer) {
      this.view.show(index, { message: { text: answer.text, kind: "refused" } });
    } else if (answer.refused) {
      const text = format(this.t.refused, { reason: answer.refused.text });
      this.view.show(index, { message: { text, ruling: answer.refused.ruling, kind: "refused" } });
    } else {
      this.adopt(answer);
      // A new deal may begin with a seat of the engine's.
      await this.engineTurn();
    }
    this.view.focus();
    this.done();
  }

  /** Take back the reader's last action (and the engine's after it). */
  async undo() {
    const steps = this.answer?.steps ?? [];
    let last = steps.length - 1;
    while (last > 0 && steps[last].action && this.engineSeats.has(steps[last].action.seat)) last -= 1;
    if (last <= 0) return;
    const target = last - 1;
    const answer = await this.ask({ link: this.answer.link, at: target, actions: [], engine: [] });
    if (answer && !("error" in answer)) {
      this.adopt(answer);
      this.feedback.textContent = format(this.b.undone, { step: target });
    }
    this.done();
  }

  // --- The address, the storage, sharing. ---

  fragment() {
    if (!this.answer?.link) return "";
    return `${this.answer.link}&step=${this.index}`;
  }

  shown(index) {
    this.index = index;
    const fragment = this.fragment();
    const url = new URL(location.href);
    url.hash = fragment;
    if (location.href !== url.href) history.replaceState(history.state, "", fragment ? url.href : url.href.replace(/#$/, ""));
    this.store();
    this.updateTools();
    this.readyStatus();
  }

  store() {
    const player = this.player.value;
    writeStorage({ link: this.answer?.link ?? "", step: this.answer?.link ? this.index : null,
      engine: [...this.engineSeats], player, seat: this.mySeat });
  }

  updateTools() {
    if (!this.undoButton) return;
    const steps = this.answer?.steps ?? [];
    this.undoButton.disabled = this.root.dataset.state !== "ready" || steps.length < 2;
  }

  async copy() {
    const url = new URL(location.href);
    url.hash = this.fragment();
    let copied = true;
    try {
      await navigator.clipboard.writeText(url.href);
    } catch {
      copied = false;
      history.replaceState(history.state, "", url.href);
    }
    this.feedback.textContent = copied ? this.b.copied : this.b["copy-failed"];
    this.feedback.dataset.state = copied ? "copied" : "failed";
  }

  download(kind) {
    if (!this.answer) return;
    const [name, type, text] = kind === "record"
      ? ["euchre-hand.txt", "text/plain;charset=utf-8", this.answer.record]
      : ["euchre-hand.json", "application/json", JSON.stringify(this.answer.export, null, 2)];
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = h("a", { href: url, download: name, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  showEmpty() {
    this.answer = null;
    this.view?.dispose();
    this.view = null;
    this.index = 0;
    this.handBox.replaceChildren();
    this.tools.hidden = true;
    this.nextBox.hidden = true;
    this.engineBox.hidden = true;
    this.emptyNote.hidden = false;
    this.feedback.textContent = "";
    this.readyStatus();
  }

  clear() {
    this.showEmpty();
    this.say("");
    const url = new URL(location.href);
    url.hash = "";
    history.replaceState(history.state, "", url.href.replace(/#$/, ""));
    this.store();
    this.randomButton.focus();
  }
}

/** Start the board of the page. */
export function start(root = document.querySelector("[data-board]")) {
  return root ? new Board(root) : null;
}
