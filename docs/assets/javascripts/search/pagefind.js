// Pagefind's search API as the site's search panel uses it (site.mjs gives this folder to
// Pagefind's UI as its `bundlePath`, so the UI imports this module, not Pagefind's own).
// Everything is Pagefind's, except that a query whose words are not in the index finds
// nothing. Pagefind, when a word is not in its index, searches for the longest beginning
// of the word that is ("backtracking", Pagefind issue #780, not configurable in 1.5): the
// Polish "zxqv" found 16 pages through the word "z", the French "running" the card "R".
// A word was backtracked when the pages found hold no word of two letters or more that
// shares its first three letters with it (the whole word when shorter): stems, which may
// be short, still match ("running": "run", the Swedish "givarens": "giv").
// Backtracking is the same for every page found, so the first page found is checked.
import * as pagefind from "../../../pagefind/pagefind.js";

export * from "../../../pagefind/pagefind.js";

/** The words of a text, lower case and without accents (as Pagefind compares them). */
const words = (text) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const sharedStart = (a, b) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/** Whether the page `data` (a result's data) holds, at the places Pagefind found, a word
 *  that `term` was not cut back to find. */
function found(term, matched) {
  const needed = Math.min(term.length, 3);
  return matched.some((word) => word.length > 1 && sharedStart(word, term) >= needed);
}

/** Pagefind's answer `answer` for `query`, without its results when a word of the query
 *  was only found backtracked. */
async function checked(query, answer) {
  const first = answer?.results?.[0];
  const terms = words(query.replace(/"/g, " "));
  if (!first || terms.length === 0) return answer;
  const data = await first.data();
  const content = data.content.split(/[\r\n\s]+/g);
  const matched = [...new Set(data.locations.map((at) => content[at] ?? ""))].flatMap(words);
  if (terms.every((term) => found(term, matched))) return answer;
  return { ...answer, results: [], unfilteredResultCount: 0 };
}

export async function search(query, options) {
  return checked(query, await pagefind.search(query, options));
}

export async function debouncedSearch(query, options, timeout) {
  const answer = await pagefind.debouncedSearch(query, options, timeout);
  return answer === null ? null : checked(query, answer);
}
