// The walkthrough widget: the reader steps through a hand, and may try another card or call
// at any step (in Bid Euchre, another bid or contract). Every step was computed at build
// time by the engine (the page's JSON), so the widget works without the engine; the engine
// answers the reader's own choices, which become a line of their own. It composes small
// parts, each owning its element: the status line (EngineSession), the question
// (Exercise: the reader's answers kept, and the result at the last step), the hands
// (Hands), the scoreboard (Scoreboard), the calls (Calls), the
// irregularities (Irregularities), the controls (Controls, with the analysis switch and
// BoardLink), what the step says (Narration), the analysis (Analysis) and under it the
// review of the hand (Review, when the page's data has its texts). The faces of the
// cards and the "why?" box come from cards.mjs; the widget keeps the step on screen, the
// reader's own line and seat, and the reader's choices.
// This file only renders: every rule, sentence and card name comes from the engine.
//
// Who drives it (the page's walkthroughs, walkthrough.mjs; the board, board.mjs) does so
// through this interface only:
//
//   new Walkthrough(root, data, {live, engine, step, message, stepHref})
//       draws the widget in `root`'s [data-walkthrough-widget] from the page's `data`, at
//       recorded step `step` (0) with `message` (none). `live: false` (the build's first
//       view, site_hooks/prerender.mjs) only draws; else the widget takes the view over and
//       starts its engine when needed, or uses `engine`, an engine client already started.
//       `stepHref(n)` is the address of recorded step n, which the review links to
//       (default: the page's step link, `#walk-ID-step-N`).
//   show(index, {message})          shows step `index` of the line on screen
//   showRecorded(index, {message})  shows step `index` of the recorded hand (leaving the
//                                   reader's own line)
//   say(message)                    the message under the step ({text, ruling, kind}; null)
//   replaceSteps({record, steps})   another hand of the same rules, shown by the next show()
//   focus(options)                  the keyboard in the widget
//   dispose()                       done with: it no longer listens to the page
//   index, message                  the step and the message on screen (read only)
//
// and its events (`addEventListener` on the Walkthrough):
//
//   "step"  {index, moved, branch}  a step is shown: `moved` when the reader moved there
//                                   (▶, an answer, back to the record), `branch` when it is
//                                   in the reader's own line
//   "seat"  {seat}                  the reader chose the seat they sit in (null: none)
//   "pick"  {index, action}         the reader chose a card or call, the engine ready; a
//                                   listener that calls preventDefault() plays it itself,
//                                   else the widget asks the engine (the reader's own line)
import { format } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { EngineSession } from "./engine-session.mjs";
import { Hands } from "./hands.mjs";
import { Scoreboard } from "./scoreboard.mjs";
import { Calls } from "./calls.mjs";
import { Controls } from "./controls.mjs";
import { Narration } from "./narration.mjs";
import { Irregularities } from "./irregularities.mjs";
import { Analysis, sameAction } from "./analysis.mjs";
import { Exercise } from "./exercise.mjs";
import { BoardLink } from "./board-link.mjs";
import { Review } from "./review.mjs";

export class Walkthrough extends EventTarget {
  constructor(root, data, { live = true, engine = null, step = 0, message = null, stepHref = null } = {}) {
    super();
    this.stepHref = stepHref ?? ((n) => `#walk-${data.id}-step-${n}`);
    this.root = root;
    this.data = data;
    this.t = data.texts;
    this.names = data.names;
    this.record = data.steps;
    this.branch = null; // {base, steps: [recorded base step, ...engine steps]}
    this.index = 0;
    // The seat the reader sits in, the other hands hidden (null: none): the page's at first
    // (a lesson in which the reader plays one seat), then the reader's choice.
    this.mySeat = data.seat ?? null;
    this.message = null; // {text, ruling, kind}
    // Every listener on the page (window, document) and every observer of the walkthrough
    // ends with it: `dispose()` aborts this.
    this.lifetime = new AbortController();
    this.build();
    if (live) this.takeOver();
    this.show(step, { message });
    if (!live) return;
    if (engine) this.session.use(engine);
    else this.session.watch(root);
  }

  dispose() {
    this.lifetime.abort();
  }

  get steps() {
    return this.branch ? this.branch.steps : this.record;
  }

  // --- Building the widget once; each step only re-renders the parts that change. ---

  build() {
    const t = this.t;
    const element = this.root.querySelector("[data-walkthrough-widget]");
    this.element = element;
    const pick = (action) => this.pick(action);
    this.session = new EngineSession({ texts: t, host: element, signal: this.lifetime.signal,
      refresh: () => this.render() });
    this.banner = h("p", { class: "wt-banner", "data-wt-branch": true, hidden: true },
      h("span", {}, t.branch), " ",
      h("button", { type: "button", class: "wt-button", "data-wt-back-to-record": true,
        onclick: () => this.leaveBranch() }, t["back-to-record"]));
    this.hands = new Hands({ data: this.data, pick });
    this.scoreboard = new Scoreboard({ data: this.data });
    this.calls = new Calls({ data: this.data, pick });
    // Revokes, take-backs and claims, in walkthroughs that record one.
    this.irregular = this.data.irregularities ? new Irregularities({ texts: t, seats: this.names.seats,
      pick, rerender: () => this.render() }) : null;
    this.narration = new Narration({ data: this.data });
    this.analysis = new Analysis({ data: this.data, h, refresh: () => this.render(),
      signal: this.lifetime.signal, line: (action) => this.showLine(action) });
    // The questions of the record (exercises): asked at their steps, answered without the engine.
    this.exercise = new Exercise({ data: this.data, analysis: this.analysis });
    this.boardLink = new BoardLink({ data: this.data });
    // The review of the whole hand, under the widget (the page's data has its texts).
    this.review = this.data.review ? new Review({ data: this.data, h, session: this.session,
      stepHref: (n) => this.stepHref(n),
      goTo: (n) => { this.showRecorded(n, { moved: true }); this.focus(); } }) : null;
    this.controls = new Controls({ data: this.data, go: (action) => this.go(action),
      sitIn: (seat) => this.sitIn(seat), extra: [this.analysis.button, this.boardLink.element] });
    element.replaceChildren(this.session.status, this.banner, this.exercise.element, this.hands.element,
      this.scoreboard.element, this.calls.element, ...(this.irregular ? [this.irregular.element] : []),
      this.controls.element, this.narration.element, this.exercise.result, this.analysis.panel,
      ...(this.review ? [this.review.element] : []));
  }

  /** The live widget takes the place of the first view drawn at build time (the same
   *  elements, without their listeners, and inert: nothing to focus or press in it until
   *  now): shown, usable and focusable. */
  takeOver() {
    const element = this.element;
    element.inert = false;
    element.tabIndex = -1;
    element.addEventListener("keydown", (event) => this.key(event));
    element.hidden = false;
    element.dataset.state = "loading";
  }

  key(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.("input, select, textarea")) return;
    const action = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[event.key];
    if (!action) return;
    event.preventDefault();
    this.go(action);
  }

  go(action) {
    const last = this.steps.length - 1;
    const target = { first: 0, back: this.index - 1, forward: this.index + 1, last }[action];
    this.show(Math.max(0, Math.min(last, target)), { moved: true });
  }

  show(index, { message = null, moved = false } = {}) {
    this.index = index;
    // A question the reader has answered: its step, and the step after, say the answer.
    this.message = message ?? (this.branch ? null : this.exercise.kept(index));
    this.render();
    this.dispatchEvent(new CustomEvent("step", { detail: { index, moved, branch: Boolean(this.branch) } }));
  }

  showRecorded(index, options = {}) {
    this.branch = null;
    this.show(index, options);
  }

  say(message) {
    this.message = message;
    this.render();
  }

  replaceSteps({ record, steps }) {
    this.data.record = record;
    this.data.steps = steps;
    this.record = steps;
    this.branch = null;
    this.analysis.forget();
    this.review?.forget();
  }

  focus(options = { preventScroll: true }) {
    this.element.focus(options);
  }

  // --- Rendering a step. ---

  render() {
    const step = this.steps[this.index];
    const state = step.state;
    const engineState = this.session.state;
    // A question (an exercise) waits for the reader's card or call, engine or not.
    const asking = Boolean(this.exercise.at(this.index, this.branch));
    const choosing = (engineState === "ready" || asking) && state.turn;
    this.exercise.render(this.index, this.branch, this.steps.length - 1);
    this.irregular?.render(state, engineState === "ready");
    this.hands.render(state, { mySeat: this.mySeat, choosing, asking, irregular: this.irregular });
    this.scoreboard.render(state);
    this.calls.render(state, choosing);
    this.narration.render(step, { counter: this.counterText(), message: this.message });
    const view = { steps: this.steps, index: this.index, branch: this.branch, state,
      hands: this.hands.hands, calls: this.calls.element, engineState, client: this.session.client, asking };
    this.boardLink.render(view);
    this.analysis.render(view);
    const focused = document.activeElement;
    this.controls.render(this.index, this.steps.length - 1);
    // A button that just became disabled, or a card that was redrawn, loses the focus: keep
    // it in the widget so that the arrow keys go on working.
    if (focused && this.element.contains(focused) && (focused.disabled || !focused.isConnected)) {
      this.focus();
    }
    this.banner.hidden = !this.branch;
    this.element.classList.toggle("wt-widget--branch", Boolean(this.branch));
    this.element.dataset.step = String(this.index);
    this.element.dataset.mode = this.branch ? "branch" : "record";
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

  sitIn(seat) {
    this.mySeat = seat || null;
    this.render();
    this.dispatchEvent(new CustomEvent("seat", { detail: { seat: this.mySeat } }));
  }

  // --- The reader's choices. ---

  async pick(action) {
    if (this.exercise.at(this.index, this.branch)) return this.answer(action);
    if (!this.session.ready || this.session.busy) return;
    const asked = new CustomEvent("pick", { cancelable: true, detail: { index: this.index, action } });
    if (!this.dispatchEvent(asked)) return; // its driver plays it (the board)
    // The card or call that comes next where the reader is (the example's, or the engine's
    // in the reader's line): that line goes on, as ▶ would take it, not a line of their own.
    const next = this.steps[this.index + 1]?.action;
    if (next && sameAction(next, action)) {
      this.show(this.index + 1, { moved: true });
      this.focus();
      return;
    }
    await this.play(action, false);
  }

  /** "Show the line" of an option of the analysis: the rest of the deal as the engine
   *  plays it after that card or call (every card then best with every card seen), as a
   *  line of the reader's, stepped from the option on. */
  async showLine(action) {
    if (!this.session.ready || this.session.busy) return;
    await this.play(action, true);
  }

  /** A line of the reader's from here after `action`: the engine plays the rest (its
   *  simple player, or with `line` its best line). */
  async play(action, line) {
    const base = this.branch ? this.branch.base : this.index;
    const actions = this.branch
      ? this.branch.steps.slice(1, this.index + 1).map((step) => step.action)
      : [];
    actions.push(action);
    const answer = await this.session.ask("branch", {
      record: this.data.record, step: base, actions, lang: this.data.lang, ...(line ? { line: true } : {}),
    });
    let refused = null; // the control pressed, if the engine refuses: the keyboard stays there
    if (answer?.legal) {
      this.branch = { base, steps: [this.record[base], ...answer.steps] };
      this.show(actions.length);
    } else if (answer) {
      const text = format(this.t.refused, { reason: answer.text });
      this.show(this.index, { message: { text, ruling: answer.ruling, kind: "refused" } });
      refused = this.element.querySelector(this.exercise.control(action));
    }
    (refused ?? this.element).focus({ preventScroll: true });
  }

  /** The reader answers the question of this step: a refused card or call keeps the
   *  question (and the keyboard in the reader's hand); an allowed one goes on, the keyboard
   *  in the widget (the card or call pressed is gone), where the arrow keys step on. */
  answer(action) {
    const reply = this.exercise.answer(this.index, action);
    if (!reply) return;
    this.show(reply.step, { message: reply.message, moved: true });
    const again = reply.step === this.index && this.element.querySelector(this.exercise.control(action));
    (again || this.element).focus({ preventScroll: true });
  }

  leaveBranch() {
    this.showRecorded(this.branch.base, { moved: true });
    this.focus();
  }
}
