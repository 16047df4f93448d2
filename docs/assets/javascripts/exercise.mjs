// Exercises: a step of a walkthrough that asks the reader what a player does (a question,
// "? S play Jh" in the hand record). For each question the page's data holds the recorded
// answer and the engine's verdict, computed at build time, on every card or call the
// widget offers there: the reader is answered at once, without waiting for the engine.
// Whether a legal answer was the best comes from the walkthrough's analysis (analysis.mjs).
// The reader's answer to each question is kept: stepping back to it shows it again, and
// the question is not asked twice. At the last step of the hand, the result: how many
// questions the reader got right, and the steps to read again (links to them); it is kept
// in the browser (lesson-results.mjs) for the learn path's list of lessons
// (lesson-path.mjs). This file only renders: the verdicts come from the engine, every
// sentence from the catalogues.
import { format, plural } from "./engine-client.mjs";
import { h } from "./dom.mjs";
import { sameAction } from "./analysis.mjs";
import { keepResult } from "./lesson-results.mjs";

export class Exercise {
  /**
   * @param {object} widget  the walkthrough: `data` (the page's JSON) and `analysis` (its
   *   Analysis: the verdicts on the options)
   */
  constructor({ data, analysis }) {
    this.id = data.id;
    this.lang = data.lang;
    this.questions = data.questions ?? {};
    this.t = data.texts;
    this.names = data.names;
    this.analysis = analysis;
    /** The reader's answers: step of the question → {key, right, message}. */
    this.answers = new Map();
    this.text = h("p", { class: "wt-question__text" });
    this.element = h("div", { class: "wt-question", "data-wt-question": true, hidden: true },
      this.text, h("p", { class: "wt-question__hint" }, this.t["question-hint"]));
    this.score = h("p", { class: "wt-result__score", "data-wt-score": true });
    this.again = h("p", { class: "wt-result__again", "data-wt-read-again": true, hidden: true });
    this.result = h("div", { class: "wt-result", "data-wt-result": true, hidden: true },
      this.score, this.again);
  }

  /** The question still to answer at step `index` of the recorded hand; none in the
   *  reader's own line, nor once the reader has answered it. */
  at(index, branch) {
    if (branch || this.answers.has(index)) return null;
    return this.questions[String(index)] ?? null;
  }

  /** The reader's kept answer to show at step `index` (the question's step, or the step
   *  its answer led to): its message, or null. */
  kept(index) {
    return (this.answers.get(index) ?? this.answers.get(index - 1))?.message ?? null;
  }

  render(index, branch, last) {
    const question = this.at(index, branch);
    this.element.hidden = !question;
    this.element.dataset.wtAsk = question ? question.seat : "";
    if (question) {
      this.text.textContent = format(this.t[`question-${question.ask}`],
        { seat: this.names.seats[question.seat] });
    }
    const asked = Object.keys(this.questions);
    this.result.hidden = Boolean(branch) || index !== last || asked.length === 0;
    if (!this.result.hidden) this.renderResult(asked);
  }

  /** How many questions the reader got right, "Well played!" when all were, and links to
   *  the steps of the others (missed, or not answered) to read again. */
  renderResult(asked) {
    const total = asked.length;
    const missed = asked.map(Number).filter((step) => !this.answers.get(step)?.right)
      .sort((a, b) => a - b);
    const right = total - missed.length;
    const score = plural(this.t.result, total, this.lang, { right, total });
    this.score.textContent = missed.length ? score : `${score} ${this.t["well-played"]}`;
    this.result.dataset.wtRight = String(right);
    this.again.hidden = !missed.length;
    this.again.replaceChildren(this.t["read-again"], " ", ...missed.flatMap((step, i) => [
      i ? ", " : "",
      h("a", { href: `#walk-${this.id}-step-${step}`, "data-wt-read-step": step },
        format(this.t["read-again-step"], { step })),
    ]), ".");
  }

  /** The selector of the card or call button that gives `action` (to keep the focus there):
   *  a call's button carries the engine's key of the call, alone or not. */
  control(action) {
    if (action.card) return `[data-wt-card="${action.card}"]`;
    return `[data-wt-call="${action.key}"], [data-wt-call-alone="${action.key}"]`;
  }

  /**
   * The reader's answer to the question of step `index`: `{step, message}`, the step to
   * show and what to say. A card or call that is not allowed keeps the question, with the
   * engine's reason and its ruling; an allowed one goes on with the recorded answer, saying
   * whether it was the answer and what the analysis makes of it, and is kept.
   */
  answer(index, action) {
    const question = this.questions[String(index)];
    // The engine's key of the card or call offered (the question's actions, the engine's).
    const key = question.actions.find((offered) => sameAction(offered, action))?.key;
    const verdict = question.options[key];
    if (!verdict) return null;
    if (!verdict.legal) {
      return { step: index, message: { text: format(this.t.refused, { reason: verdict.text }),
        ruling: verdict.ruling, kind: "refused" } };
    }
    const right = key === question.key;
    const position = this.analysis.known({ step: index, actions: [] });
    const judged = position ? this.analysis.verdict(position, action) : { text: "", cost: false };
    // An answer as good as the example's (best, or equal to it by the analysis) is also
    // right: "also best", never "not the example's answer" beside "★ best".
    const also = !right && Boolean(position) && this.analysis.asGood(position, action, question.answer);
    const head = right
      ? format(this.t["answer-right"], { option: question.label })
      : also ? format(this.t["answer-also-best"], { answer: question.label })
        : format(this.t["answer-legal"], { answer: question.label });
    const message = { text: judged.text ? `${head} ${judged.text}` : head,
      kind: right ? "right" : also ? "also" : judged.cost ? "cost" : "answered" };
    this.answers.set(index, { key, right: right || also, message });
    const total = Object.keys(this.questions).length;
    const rightCount = [...this.answers.values()].filter((kept) => kept.right).length;
    if (this.id) keepResult(this.id, { right: rightCount, total });
    return { step: index + 1, message };
  }
}
