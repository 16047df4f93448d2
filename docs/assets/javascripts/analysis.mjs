// The analysis in a walkthrough: an "Analysis" switch (off by default, remembered across
// pages), the value of each option of the player to act (tricks for a card or a discard,
// points on average and how often made for a call), the best ones marked by ★ and the word
// "best", and a sentence at a step whose action cost something.
// The recorded steps were analysed at build time (the page's data); the reader's own line
// is analysed by the engine in its worker, never blocking the page: a call analysis in
// steps (the worker goes on sampling where it stopped, until the verdict is settled or the
// cap is reached), with progress, and an answer that arrives after the reader moved on is
// dropped. A call too close to call stars nothing.
// This file only renders: the values and their words come from the engine (each option's
// label, value, badge figure and verdict, in the page's language: the page's data for the
// recorded steps, the worker's `describe` for the reader's own line), the panel's texts
// from the catalogues.
import { format } from "./engine-client.mjs";

const STORAGE_KEY = "euchre-analysis";
const SWITCHED = "euchre-analysis-switched";
const CALL_PHASES = new Set(["round-1", "round-2", "bidding", "contract"]);
const DECISIONS = new Set([...CALL_PHASES, "discard", "play"]);
/** A call analysis is asked in this many steps of a growing cap (the worker keeps what it
 *  sampled), so that its progress can be shown and the worker stays free for other
 *  questions between them; it stops at the first settled answer. */
const CHUNKS = 4;

/** Whether the reader switched the analysis on (on any page of the site). */
export function switchedOn() {
  try {
    return localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false; // storage refused (a private window, a strict setting): off
  }
}

function remember(on) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // not remembered across pages, but the switch still works on this one
  }
}

/** An action's key, its seat apart (`play-Jh`, `revoke-Ks`, `order-up-alone`, `bid-4`): the
 *  engine's, sent with every action the engine writes (a step's, an analysis option's). */
export function actionKey(action) {
  return action.key;
}

/** Whether two actions are the same: the same JSON (seat, verb, card, suit, tricks or
 *  contract, `alone`, the act played out of turn), keys apart: a reader's card carries
 *  none, only the engine's actions and the call buttons (the engine's) have one. */
export function sameAction(a, b) {
  return sameJson(a, b);
}

function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const names = (value) => Object.keys(value).filter((name) => name !== "key" && value[name] !== undefined).sort();
  const [left, right] = [names(a), names(b)];
  return left.length === right.length && left.every((name, i) => name === right[i] && sameJson(a[name], b[name]));
}

export class Analysis {
  /**
   * @param {object} widget  the walkthrough: `data` (the page's JSON), `h` (builds an
   *   element), `refresh()` (renders the step again) and `signal` (aborted when the
   *   walkthrough is disposed: the switch is no longer followed)
   */
  constructor({ data, h, refresh, signal, line = null }) {
    this.data = data;
    this.h = h;
    this.refresh = refresh;
    this.line = line; // plays the engine's line after an option, as a line of the reader's
    this.page = data.analysis;
    this.t = this.page.texts;
    this.names = data.names;
    this.lang = data.lang;
    this.on = switchedOn();
    this.cache = new Map(); // analyses of the reader's own positions, by key
    this.failed = new Map(); // positions the engine could not analyse: key → its reason
    this.token = 0; // bumped when the reader moves on: a stale answer is dropped
    this.wanted = null; // the key of the position being analysed
    this.progress = null;
    this.percent = new Intl.NumberFormat(data.lang, { style: "percent", maximumFractionDigits: 0 });
    this.button = h("button", { type: "button", class: "wt-button wt-analysis-switch",
      "aria-pressed": String(this.on), "data-wt-analysis-switch": true,
      onclick: () => this.toggle() }, this.t.switch);
    this.flag = h("p", { class: "wt-analysis__flag", "data-wt-flag": true, "aria-live": "polite",
      hidden: true });
    this.status = h("p", { class: "wt-analysis__status", role: "status", "data-wt-analysis-status": true });
    this.title = h("p", { class: "wt-analysis__title" });
    this.list = h("ul", { class: "wt-analysis__options", "data-wt-options": true });
    this.method = h("p", { class: "wt-analysis__method", "data-wt-method": true });
    this.panel = h("div", { class: "wt-analysis", "data-wt-analysis": true, hidden: !this.on },
      this.flag, this.status, this.title, this.list, this.method);
    // Every walkthrough of the page follows the switch.
    addEventListener(SWITCHED, ({ detail }) => {
      if (detail.on === this.on) return;
      this.on = detail.on;
      this.refresh();
    }, { signal });
  }

  toggle() {
    remember(!this.on);
    dispatchEvent(new CustomEvent(SWITCHED, { detail: { on: !this.on } }));
  }

  // --- Which analysis goes with the step shown. ---

  /** The position before the action of step `index` of the line shown, as the engine's
   *  `analyse` method takes it: a recorded step and the reader's actions after it. */
  position(view, index) {
    if (!view.branch) return { step: index, actions: [] };
    const actions = view.steps.slice(1, index + 1).map((step) => step.action);
    return { step: view.branch.base, actions };
  }

  /** The analysis of a position, if known: analysed at build time (a recorded step), or
   *  by the worker earlier. */
  known({ step, actions }) {
    if (actions.length === 0 && this.page.positions[String(step + 1)]) {
      return this.page.positions[String(step + 1)];
    }
    return this.cache.get(JSON.stringify({ step, actions }));
  }

  /** Forget the analyses of the reader's positions: the hand they were of is replaced. */
  forget() {
    this.cache.clear();
    this.failed.clear();
    this.token += 1;
  }

  // --- Rendering. ---

  render(view) {
    this.button.setAttribute("aria-pressed", String(this.on));
    this.panel.hidden = !this.on;
    const { state } = view.steps[view.index];
    const here = this.position(view, view.index);
    const key = JSON.stringify(here);
    if (key !== this.wanted) {
      this.token += 1; // the reader moved on: whatever was asked before is stale
      this.wanted = null;
      this.progress = null;
    }
    if (!this.on) return;
    this.renderFlag(view);
    // A question (an exercise) not yet answered: the ★ would give the answer away.
    if (view.asking) {
      this.status.textContent = this.t["after-answer"];
      this.renderOptions(view, null);
      return;
    }
    const deciding = state.turn && DECISIONS.has(state.phase);
    const analysis = deciding ? this.known(here) : null;
    let status = "";
    if (deciding && !analysis) {
      if (this.failed.has(key) || view.engineState === "failed") status = this.failed.get(key) || this.t.failed;
      else if (view.engineState !== "ready") status = this.t.waiting;
      else {
        if (this.wanted !== key) this.request(view, here, key, state.phase);
        status = this.progress === null ? this.t.analysing
          : format(this.t.progress, { percent: this.percent.format(this.progress) });
      }
    }
    this.status.textContent = status;
    this.renderOptions(view, analysis);
  }

  /** The sentence for the action that led to this step: what it cost, or that it was best. */
  renderFlag(view) {
    const index = view.index;
    const action = view.steps[index]?.action;
    const before = index > 0 && action ? this.known(this.position(view, index - 1)) : null;
    const { text, cost } = before ? this.verdict(before, action) : { text: "", cost: false };
    this.flag.hidden = !text;
    this.flag.textContent = text;
    this.flag.classList.toggle("wt-analysis__flag--cost", cost);
  }

  renderOptions(view, analysis) {
    const h = this.h;
    if (!analysis) {
      this.title.hidden = this.method.hidden = true;
      this.list.replaceChildren();
      return;
    }
    // Every option as good as every other: "equal", not "best".
    const equal = analysis.options.length > 1 && analysis.best.length === analysis.options.length;
    const best = new Set(equal ? [] : analysis.best.map(actionKey));
    const seat = analysis.seat;
    this.title.hidden = this.method.hidden = false;
    this.title.textContent = analysis.text?.heading
      ?? format(this.t.options, { seat: this.names.seats[seat] ?? seat });
    this.list.replaceChildren(...analysis.options.map((option) => {
      const key = actionKey(option.action);
      const top = best.has(key);
      const mark = top ? `★ ${this.t.best}` : equal ? `= ${this.t.equal}` : null;
      const openOnly = option.text.open_only
        ? h("span", { class: "wt-analysis__open-only", "data-wt-open-only": key }, option.text.open_label)
        : null;
      const line = this.line && !view.asking && option.action.action !== "claim"
        ? h("button", { type: "button", class: "wt-button wt-analysis__line", "data-wt-line": key,
          onclick: () => this.line(option.action) }, this.t["show-line"])
        : null;
      return h("li", { "data-wt-option": key, "data-wt-best": top ? "true" : "false",
        "data-wt-equal": equal ? "true" : "false", class: top ? "wt-analysis__best" : null },
      mark ? h("span", { class: "wt-analysis__mark" }, mark) : null,
      mark ? " " : null,
      h("span", { class: "wt-analysis__option" }, option.text.label), " — ",
      option.text.value,
      option.text.open ? ` · ${option.text.open}` : null,
      openOnly ? " " : null, openOnly,
      line ? " " : null, line);
    }));
    if (analysis.method === "double-dummy") {
      this.method.textContent = typeof analysis.seen_samples === "number"
        ? `${this.t.seen} ${format(this.t.samples, { samples: analysis.seen_samples })}`
        : this.t["double-dummy"];
    } else {
      const side = analysis.text.side;
      const close = analysis.best.length === 0 ? ` ${this.t["too-close"]}` : "";
      this.method.textContent = `${format(this.t.sampled, { seat: this.names.seats[seat], side })} `
        + format(this.t.samples, { samples: analysis.samples }) + close;
    }
    if (analysis.method !== "double-dummy") {
      this.markCalls(view.calls, analysis, best);
      return;
    }
    // The cards of the player to act carry their value, the best ones a ★.
    const hand = view.hands[seat];
    if (!hand) return;
    const cards = view.state.hands?.[seat] ?? [];
    [...hand.children].forEach((element, i) => {
      const option = analysis.options.find((o) => o.action.card === cards[i]);
      if (!option) return;
      const top = best.has(actionKey(option.action));
      const tricks = option.text.figure;
      const badge = h("span", { class: `wt-value${top ? " wt-value--best" : ""}`,
        "data-wt-value": cards[i], "aria-hidden": "true", title: option.text.value },
      top ? `★${tricks}` : tricks);
      const valued = h("span", { class: "wt-valued" });
      element.before(valued);
      valued.append(element, badge);
    });
  }

  /** The call buttons (once the engine runs) carry their points on average ± their margin;
   *  a button whose call may also be made alone carries that value too ("alone …"), and
   *  the ★ marks the best call, alone or not, only when the verdict is settled (`best`
   *  holds none when the calls are too close to call). */
  markCalls(calls, analysis, best) {
    const find = (key) => analysis.options.find((o) => actionKey(o.action) === key);
    for (const button of calls?.querySelectorAll("button[data-wt-call]") ?? []) {
      const { wtCall: key, wtCallAlone: aloneKey } = button.dataset;
      const badges = [[find(key), key, null], [aloneKey && find(aloneKey), aloneKey, this.t.alone]]
        .filter(([option]) => option && typeof option.text.figure === "string");
      for (const [option, optionKey, alone] of badges) {
        const top = best.has(optionKey);
        const figure = alone ? format(alone, { figure: option.text.figure }) : option.text.figure;
        button.append(" ", this.h("span", { class: `wt-value${top ? " wt-value--best" : ""}`,
          "data-wt-value": optionKey, "aria-hidden": "true",
          title: `${option.text.label}: ${option.text.value}` }, top ? `★${figure}` : figure));
      }
    }
  }

  // --- Words (the engine's). ---

  /** What an action taken at an analysed position was worth, in a sentence (`text`), and
   *  whether it cost something (`cost`): the engine's verdict on that option. */
  verdict(analysis, action) {
    const chosen = analysis.options.find((o) => sameAction(o.action, action));
    if (!chosen) return { text: "", cost: false };
    return { text: chosen.text.verdict, cost: chosen.text.costly };
  }

  /** Whether `action` is as good as `answer` at an analysed position: both among the
   *  best, or neither costing anything where the answer costs nothing. */
  asGood(analysis, action, answer) {
    const find = (wanted) => analysis.options.find((o) => sameAction(o.action, wanted));
    const mine = find(action);
    const theirs = find(answer);
    if (!mine || !theirs || mine.text.costly) return false;
    const best = new Set(analysis.best.map(actionKey));
    if (best.has(actionKey(mine.action)) && best.has(actionKey(theirs.action))) return true;
    return !theirs.text.costly && analysis.method === "double-dummy"
      && (mine.seen_cost ?? 1) === 0 && (theirs.seen_cost ?? 1) === 0;
  }

  // --- Asking the worker about the reader's own positions. ---

  async request(view, { step, actions }, key, phase) {
    const token = this.token;
    this.wanted = key;
    const sampled = CALL_PHASES.has(phase);
    const chunks = sampled ? CHUNKS : 1;
    let answer = null;
    this.progress = sampled ? 0 : null;
    for (let chunk = 0; chunk < chunks; chunk += 1) {
      // The same seed as the build's: the worker goes on from the layouts it has dealt.
      const samples = Math.max(1, Math.ceil((this.page.samples * (chunk + 1)) / chunks));
      try {
        answer = await view.client.call("analyse", { record: this.data.record, step, actions,
          lang: this.lang, ...(sampled ? { samples, seed: 0 } : {}) });
      } catch {
        answer = null;
      }
      if (token !== this.token) return; // the reader moved on: dropped, and nothing more asked
      if (!answer || !Array.isArray(answer.options)) {
        this.failed.set(key, typeof answer?.text === "string" ? answer.text : "");
        this.wanted = null;
        this.refresh();
        return;
      }
      if (!sampled || answer.samples < samples) break; // stopped before the cap: settled
      if (chunk + 1 < chunks) {
        this.progress = (chunk + 1) / chunks;
        this.refresh();
      }
    }
    let described;
    try {
      described = await view.client.call("describe", { analysis: answer, lang: this.lang });
    } catch {
      described = null;
    }
    if (token !== this.token) return;
    if (!described || !Array.isArray(described.options)) {
      this.failed.set(key, "");
      this.wanted = null;
      this.refresh();
      return;
    }
    this.cache.set(key, described);
    this.wanted = null;
    this.progress = null;
    this.refresh();
  }
}
