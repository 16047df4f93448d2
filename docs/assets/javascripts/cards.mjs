// The faces of the table, one way everywhere (the walkthrough and its exercises, the board,
// the board's layout; the analysis names suits and contracts with them): a card face up or
// its back, the shape of a side, a suit and a contract as the page names them, the "why?"
// box (the rulings an event applies, each linked to where the rules state it), a link to a
// ruling, and the red suits of a text. The build writes the same faces in the static tables
// (site_hooks/walkthrough.py).
// Every name comes from the engine (`names`: its cards, suits, sides and contracts in the
// page's language), every word from the catalogues (`texts`), every link from the page.
import { format, plural } from "./engine-client.mjs";
import { h } from "./dom.mjs";

export const SUITS = { c: "♣", d: "♦", h: "♥", s: "♠" };
const RED = new Set(["d", "h"]);
//  The two sides of the table are told apart by a shape, not by colour alone.
const SIDE_MARKS = ["●", "▲"];

/** A card face up; `legal` when the engine says it may be played (or discarded) now.
 *  `faces`: the engine's `names` and the widget's `texts`. */
export function card(code, { names, texts }, { legal = false } = {}) {
  const known = names.cards[code] ?? code;
  const name = legal ? format(texts.playable, { card: known }) : known;
  const marked = legal ? " wt-card--legal" : "";
  if (code === "Jk") {
    return h("span", { class: `wt-card wt-card--joker${marked}`, role: "img", "aria-label": name, title: name }, "★");
  }
  const rank = code[0] === "T" ? "10" : (texts[`rank.${code[0]}`] ?? code[0]);
  const colour = RED.has(code[1]) ? "red" : "black";
  return h("span", { class: `wt-card wt-card--${colour}${marked}`, role: "img", "aria-label": name, title: name },
    rank + SUITS[code[1]]);
}

/** `count` cards face down (a hidden hand, the kitty), named as one image. */
export function backs(count, { texts, lang }) {
  const label = plural(texts["hidden-cards"], count, lang);
  return h("span", { class: "wt-backs", role: "img", "aria-label": label, title: label },
    ...Array.from({ length: count }, () => h("span", { class: "wt-card wt-card--back" })));
}

/** The shape of `side` (a side code of the engine's: `NS`, or a seat with three players),
 *  by its place among the engine's sides; null for a code it does not name. */
export function sideMark(side, { names }) {
  const index = Object.keys(names.sides).indexOf(side);
  return index < 0 ? null : h("span", { class: `wt-side-mark wt-side-mark--${index}`, "aria-hidden": "true" },
    SIDE_MARKS[index]);
}

/** A suit as the page names it: its symbol and its name (`♠ Spades`). */
export function suitLabel(code, { names }) {
  return `${SUITS[code] ?? ""} ${names.suits[code] ?? code}`;
}

/** A contract as shown: a suit with its symbol, or sans high or low in the page's language. */
export function contractLabel(code, { names, texts }) {
  if (SUITS[code]) return suitLabel(code, { names });
  return texts[code] ?? names.contracts?.[code] ?? code;
}

/** A link to ruling `id` (none if the page does not know it): `label`, the ruling's
 *  statement as its title, and `mark` (a data attribute) naming the ruling. */
export function rulingLink(id, rulings, label, mark) {
  const link = id && rulings[id];
  return link ? h("a", { href: link.href, title: link.title, [mark]: id }, label) : null;
}

/**
 * The "why?" of an explanation: a box that opens on the statements of the rulings `ids`
 * (those the page knows, each once), each a link to the place where the rules state it.
 * An array of the box, or empty when there is no ruling to show. `open` says whether it is
 * open, and `toggled(open)` hears the reader open or close it.
 */
export function why(ids, { rulings, texts }, { open = false, toggled = () => {} } = {}) {
  const known = [...new Set(ids)].filter((id) => rulings[id]);
  if (!known.length) return [];
  const details = h("details", { class: "wt-why question", "data-wt-why": true },
    h("summary", {}, texts.why),
    h("ul", {}, ...known.map((id) => {
      const { href, title } = rulings[id];
      return h("li", {}, h("a", { class: "wt-ruling", href, "data-wt-ruling": id }, title));
    })));
  details.open = open;
  details.addEventListener("toggle", () => toggled(details.open));
  return [details];
}

/** Show the red suits' symbols in red in the text of `root` (cards are coloured already). */
export function redSuits(root) {
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
