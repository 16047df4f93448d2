// Elements, built without markup: every module of the site builds its elements with h(),
// so that a text (the engine's, a catalogue's, the reader's) is always text, never markup.

/** An element with attributes and children (strings become text). An attribute `on…` is
 *  a listener; `false`, `null` and `undefined` leave an attribute (or a child) out. */
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
