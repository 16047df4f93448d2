// Exercises: a step of a walkthrough that asks the reader what a player does (a question,
// "? S play Jh" in the hand record). For each question the page's data holds the recorded
// answer and the engine's verdict, computed at build time, on every card or call the
// widget offers there: the reader is answered at once, without waiting for the engine.
// Whether a legal answer was the best comes from the walkthrough's analysis (analysis.mjs).
// This file only renders: the verdicts come from the engine, every sentence from the
// catalogues.
import { format } from "./engine-client.mjs";
import { actionKey } from "./analysis.mjs";

export class Exercise {
  /**
   * @param {object} widget  the walkthrough: `data` (the page's JSON), `h` (builds an
   *   element) and `analysis` (its Analysis: the names of the options and their verdicts)
   */
  constructor({ data, h, analysis }) {
    this.questions = data.questions ?? {};
    this.t = data.texts;
    this.names = data.names;
    this.analysis = analysis;
    this.text = h("p", { class: "wt-question__text" });
    this.element = h("div", { class: "wt-question", "data-wt-question": true, hidden: true },
      this.text, h("p", { class: "wt-question__hint" }, this.t["question-hint"]));
  }

  /** The question asked at step `index` of the recorded hand; none in the reader's own line. */
  at(index, branch) {
    return branch ? null : this.questions[String(index)] ?? null;
  }

  render(index, branch) {
    const question = this.at(index, branch);
    this.element.hidden = !question;
    this.element.dataset.wtAsk = question ? question.seat : "";
    if (question) {
      this.text.textContent = format(this.t[`question-${question.ask}`],
        { seat: this.names.seats[question.seat] });
    }
  }

  /** The selector of the card or call button that gives `action` (to keep the focus there). */
  control(action) {
    if (action.card) return `[data-wt-card="${action.card}"]`;
    return `[data-wt-call="${actionKey(action).replace(/-alone$/, "")}"]`;
  }

  /**
   * The reader's answer to the question of step `index`: `{step, message}`, the step to
   * show and what to say. A card or call that is not allowed keeps the question, with the
   * engine's reason and its ruling; an allowed one goes on with the recorded answer, saying
   * whether it was the answer and what the analysis makes of it.
   */
  answer(index, action) {
    const question = this.questions[String(index)];
    const key = actionKey(action);
    const verdict = question.options[key];
    if (!verdict) return null;
    if (!verdict.legal) {
      return { step: index, message: { text: format(this.t.refused, { reason: verdict.text }),
        ruling: verdict.ruling, kind: "refused" } };
    }
    const right = key === question.key;
    const head = right
      ? format(this.t["answer-right"], { option: this.analysis.labelInSentence(action) })
      : format(this.t["answer-legal"], { answer: this.analysis.labelInSentence(question.answer) });
    const position = this.analysis.known({ step: index, actions: [] });
    const judged = position ? this.analysis.verdict(position, action) : { text: "", cost: false };
    return { step: index + 1, message: { text: judged.text ? `${head} ${judged.text}` : head,
      kind: right ? "right" : judged.cost ? "cost" : "answered" } };
  }
}
