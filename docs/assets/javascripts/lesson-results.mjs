// The reader's results in the lessons' questions, kept in this browser only (localStorage,
// `euchre-lessons`): `{walkthrough id: {right, total}}`. The walkthroughs' exercises write
// them (exercise.mjs); the home page's list of lessons shows and clears them
// (lesson-path.mjs). Nothing is sent anywhere.

/** Where the results are kept. */
export const RESULTS_KEY = "euchre-lessons";

/** The results kept (none when the storage is refused or holds something else). */
export function keptResults() {
  try {
    const value = JSON.parse(localStorage.getItem(RESULTS_KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Keep the result of walkthrough `id`: `{right, total}`. */
export function keepResult(id, result) {
  try {
    localStorage.setItem(RESULTS_KEY, JSON.stringify({ ...keptResults(), [id]: result }));
  } catch {
    // storage refused (a private window, a strict setting): the result is shown, not kept
  }
}

/** Forget every result. */
export function clearResults() {
  try {
    localStorage.removeItem(RESULTS_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
