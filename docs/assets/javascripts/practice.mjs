// The practice page: positions found by the engine (the browser method `practice`), one
// decision from one seat, answered by the reader.
// The page shows only what the player to act can see (the engine's `view`: the own hand,
// the turned-up card, the deal so far as the narration says it); the answer, each choice's
// value, the reason and the line are the engine's words in the page's language; this file
// only renders them and keeps the reader's progress (localStorage, `euchre-practice`:
// nothing is sent anywhere).
// The address holds the position (`#h1=…`, the board's compact form): a link opens the
// same position in any language (today's hand too, once opened); `#daily` opens today's
// hand; anything else is refused by the engine with its reason, and a new position follows. The next position is found
// in the engine's worker while the reader thinks about this one.
import { card, why } from "./cards.mjs";
import { h } from "./dom.mjs";
import { engine, format } from "./engine-client.mjs";

/** Where the progress is kept. */
export const PROGRESS_KEY = "euchre-practice";
const DAILY = "daily";

/** The progress kept: `{theme: {solved, missed, streak}}` (none when refused or not ours). */
export function keptProgress() {
  try {
    const value = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function keep(progress) {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // storage refused: the answer is shown, not kept
  }
}

/** A number for a new position: random, within the engine's seeds. */
function newSeed() {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value;
}

/** A date as the engine reads it (the reader's own calendar day). */
function isoDate(date) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function start(root) {
  const data = JSON.parse(root.querySelector("[data-practice-data]").textContent);
  const T = data.practice;
  const lang = data.lang;
  const status = root.querySelector("[data-practice-status]");
  let theme = "mix";
  let shown = null; // the position on screen
  let answered = null; // the key the reader chose
  let next = null; // {theme, promise} of the next position, found in advance
  const say = (text) => { status.textContent = text; };

  // --- The theme picker, today's hand, the position and the progress. ---
  const radios = data.themes.map((id) => {
    const input = h("input", { type: "radio", name: "practice-theme", value: id,
      "data-practice-theme": id, checked: id === theme,
      onchange: () => { theme = id; next = null; show(ask({ theme: id })); } });
    return h("label", { class: "practice__theme" }, input, " ", T[`theme.${id}`]);
  });
  const picker = h("fieldset", { class: "practice__themes" }, h("legend", {}, T.themes), ...radios);
  const daily = h("button", { type: "button", class: "wt-button practice__daily", "data-practice-daily": true,
    onclick: () => show(askDaily()) }, T.daily);
  const position = h("div", { class: "practice__position", "data-practice-position": true });
  const progress = h("section", { class: "practice__progress", "data-practice-progress": true });
  status.replaceWith(h("div", { class: "practice__bar" }, picker, daily), status, position, progress);
  renderProgress();

  function ask(params) {
    return engine().call("practice", { ...params, lang }).then(checked);
  }

  function checked(answer) {
    if (answer && answer.error) throw Object.assign(new Error(answer.text), { refusal: answer });
    return answer;
  }

  function askDaily() {
    const today = new Date();
    return ask({ date: isoDate(today) }).then((found) => ({ ...found, daily: true }));
  }

  function nextOf(id) {
    if (next && next.theme === id) {
      const { promise } = next;
      next = null;
      return promise;
    }
    return ask({ theme: id, seed: newSeed() });
  }

  function prefetch() {
    const promise = ask({ theme, seed: newSeed() });
    promise.catch(() => {}); // a failure shows when it is asked for
    next = { theme, promise };
  }

  async function show(found, { failedLink = null } = {}) {
    say(T.finding);
    position.setAttribute("aria-busy", "true");
    try {
      const answer = await found;
      shown = answer;
      answered = null;
      position.replaceChildren(...renderPosition(answer));
      history.replaceState(null, "", `#${answer.link}`);
      say(failedLink ?? "");
      position.querySelector("[data-practice-choice]")?.focus({ preventScroll: true });
      if (answer.daily) yesterday();
      prefetch();
    } catch (error) {
      if (error.refusal) {
        const message = format(T["bad-link"], { reason: error.refusal.text });
        return show(nextOf(theme), { failedLink: message });
      }
      say(T.failed);
    } finally {
      position.removeAttribute("aria-busy");
    }
    return undefined;
  }

  // --- One position. ---

  function sides(values) {
    return Object.entries(values ?? {})
      .map(([side, value]) => `${shown.names.sides[side] ?? side} ${value}`).join(", ");
  }

  function renderPosition(found) {
    const view = found.view;
    const seat = found.names.seats[found.seat];
    const faces = { names: found.names, texts: data.texts };
    const facts = [format(T.dealer, { seat: found.names.seats[view.dealer] })];
    if (view.upcard && view.upcard_state === "turned-down") {
      facts.push(format(T["turned-down"], { card: found.names.cards[view.upcard] }));
    } else if (view.upcard && !view.trump) {
      facts.push(format(T.upcard, { card: found.names.cards[view.upcard] }));
    }
    if (view.trump) {
      const contract = found.names.contracts[view.trump] ?? view.trump;
      facts.push(format(T.trumps, { contract, seat: found.names.seats[view.maker] }));
      if (view.alone) facts.push(format(T.alone, { seat: found.names.seats[view.maker] }));
    }
    if (view.discard) facts.push(format(T["your-discard"], { card: found.names.cards[view.discard] }));
    facts.push(format(T.score, { score: sides(view.score) }));
    if (view.tricks_won && view.trump) facts.push(format(T.tricks, { tricks: sides(view.tricks_won) }));
    const parts = [];
    if (found.daily) {
      const date = new Intl.DateTimeFormat(lang, { dateStyle: "long" })
        .format(new Date(`${found.date}T12:00:00`));
      parts.push(h("p", { class: "practice__daily-title", "data-practice-daily-title": true },
        format(T["daily-title"], { date })));
    }
    parts.push(
      h("h2", { class: "practice__question", tabindex: "-1", "data-practice-question": true },
        format(T.question, { seat })),
      h("p", { class: "practice__theme-of" }, format(T["theme-of"], { theme: T[`theme.${found.theme}`] })),
      h("ul", { class: "practice__facts" }, ...facts.map((fact) => h("li", {}, fact))),
      h("details", { class: "practice__story" }, h("summary", {}, T["so-far"]),
        h("ol", {}, ...found.story.map((line) => h("li", {}, line)))),
    );
    const trick = view.trick?.plays ?? [];
    if (trick.length) {
      parts.push(h("p", { class: "practice__table", "data-practice-table": true }, `${T.table}: `,
        ...trick.flatMap(([player, code]) => [`${found.names.seats[player]} `, card(code, faces), " "])));
    }
    const choices = found.analysis.options.map((option) => {
      const key = option.action.key;
      const face = option.action.card && option.action.action !== "claim"
        ? card(option.action.card, faces) : option.text.label;
      // Named by its content: the card's face (an image named as the card) or the call's label.
      return h("button", { type: "button", class: "wt-button practice__choice", "data-practice-choice": key,
        onclick: () => answer(key) }, face);
    });
    parts.push(
      h("p", { class: "practice__hand-title" }, T["your-hand"]),
      h("p", { class: "practice__hand", "data-practice-hand": true },
        ...view.hand.flatMap((code) => [card(code, faces), " "])),
      h("div", { class: "practice__choices", role: "group", "aria-label": format(T.question, { seat }) },
        ...choices),
      h("div", { class: "practice__result", "data-practice-result": true, "aria-live": "polite" }),
    );
    return parts;
  }

  function answer(key) {
    if (answered !== null || !shown) return;
    answered = key;
    const found = shown;
    const right = key === found.answer.key;
    record(found, right);
    for (const button of position.querySelectorAll("[data-practice-choice]")) {
      button.disabled = true;
      if (button.dataset.practiceChoice === found.answer.key) button.classList.add("practice__choice--best");
      if (button.dataset.practiceChoice === key) button.classList.add("practice__choice--chosen");
    }
    const best = found.analysis.options.find((o) => o.action.key === found.answer.key);
    const result = position.querySelector("[data-practice-result]");
    const nextButton = h("button", { type: "button", class: "wt-button practice__next", "data-practice-next": true,
      onclick: () => show(nextOf(theme)) }, T.next);
    const copy = h("button", { type: "button", class: "wt-button", "data-practice-copy": true,
      onclick: async () => {
        const url = new URL(`#${found.link}`, location.href).href;
        try {
          await navigator.clipboard.writeText(url);
          say(T.copied);
        } catch {
          say(T["copy-failed"]);
        }
      } }, T.copy);
    const board = h("a", { class: "wt-button", href: `${data.board}#${found.link}`, "data-practice-board": true }, T.board);
    result.replaceChildren(
      h("p", { class: `practice__verdict practice__verdict--${right ? "right" : "wrong"}`, "data-practice-verdict": right ? "right" : "wrong" },
        right ? T.right : format(T.wrong, { answer: best.text.label })),
      h("p", { class: "practice__reason", "data-practice-reason": true }, found.reason),
      h("h3", {}, T.values),
      h("ul", { class: "practice__values", "data-practice-values": true },
        ...found.analysis.options.map((option) => h("li", {
          class: option.action.key === found.answer.key ? "practice__value--best" : null,
          "data-practice-value": option.action.key },
        h("strong", {}, option.text.label), ": ", option.text.value,
        option.action.key === key ? ` (${T["your-answer"]})` : "",
        option.text.verdict ? h("br") : null, option.text.verdict || null))),
      h("details", { class: "practice__line", "data-practice-line": true }, h("summary", {}, T.line),
        h("ol", {}, ...found.line.map((line) => h("li", {}, line)))),
      h("h3", {}, T.rulings),
      ...why(found.rulings, { rulings: data.rulings, texts: { ...data.texts, why: T.rulings } }, { open: true }),
      h("p", { class: "practice__actions" }, nextButton, " ", copy, " ", board),
    );
    nextButton.focus();
  }

  async function yesterday() {
    const day = new Date();
    day.setDate(day.getDate() - 1);
    try {
      const found = await ask({ date: isoDate(day) });
      const best = found.analysis.options.find((o) => o.action.key === found.answer.key);
      const line = h("p", { class: "practice__yesterday", "data-practice-yesterday": true },
        format(T.yesterday, { answer: best.text.label, reason: found.reason }));
      position.querySelector("[data-practice-yesterday]")?.remove();
      position.append(line);
    } catch {
      // yesterday's answer is a courtesy: without it the page still works
    }
  }

  // --- Progress. ---

  function record(found, right) {
    const all = keptProgress();
    const entry = all[found.theme] && typeof all[found.theme] === "object" ? all[found.theme] : {};
    const count = (value) => (Number.isInteger(value) && value >= 0 ? value : 0);
    all[found.theme] = {
      solved: count(entry.solved) + (right ? 1 : 0),
      missed: count(entry.missed) + (right ? 0 : 1),
      streak: right ? count(entry.streak) + 1 : 0,
    };
    keep(all);
    renderProgress();
  }

  function renderProgress() {
    const all = keptProgress();
    const rows = data.themes.filter((id) => all[id]).map((id) => {
      const entry = all[id];
      const count = (value) => (Number.isInteger(value) && value >= 0 ? value : 0);
      return h("li", { "data-practice-progress-theme": id }, h("strong", {}, T[`theme.${id}`]), ": ",
        format(T["progress-row"], { solved: count(entry.solved), missed: count(entry.missed), streak: count(entry.streak) }));
    });
    const clear = h("button", { type: "button", class: "wt-button", "data-practice-clear": true, hidden: !rows.length,
      onclick: () => {
        try {
          localStorage.removeItem(PROGRESS_KEY);
        } catch {
          // nothing was kept
        }
        renderProgress();
        progress.querySelector("h2")?.focus();
      } }, T.clear);
    progress.replaceChildren(
      h("h2", { tabindex: "-1" }, T.progress),
      rows.length ? h("ul", {}, ...rows) : h("p", {}, T["no-progress"]),
      h("p", {}, T.kept, " ", clear),
    );
  }
  addEventListener("storage", (event) => {
    if (event.key === PROGRESS_KEY || event.key === null) renderProgress();
  });

  // --- The first position: the address's, today's hand, or a new one; and a link
  // followed later within the page (pasted in the address bar). ---
  function fromAddress() {
    const hash = location.hash.slice(1);
    if (hash === DAILY) show(askDaily());
    else if (hash) show(ask({ link: hash.slice(0, data.limit + 1) })); // longer: refused unread
    else show(ask({ theme, seed: newSeed() }));
  }
  addEventListener("hashchange", () => {
    if (!shown || location.hash !== `#${shown.link}`) fromAddress();
  });
  fromAddress();
}
