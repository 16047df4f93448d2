// Starts the engine worker once per page and sends it questions.
// The engine answers with data; the page renders it and never re-implements a rule.

let client = null;

/** The page's engine: `{ ready: Promise<info>, call(method, params): Promise<result> }`. */
export function engine() {
  if (client) return client;
  const worker = new Worker(new URL("engine-worker.mjs", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let settle;
  const ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
  worker.onmessage = ({ data }) => {
    if (data.status === "ready") settle.resolve(data.info);
    else if (data.status === "failed") settle.reject(new Error(data.error));
    else {
      const { resolve, reject } = pending.get(data.id);
      pending.delete(data.id);
      if ("error" in data) reject(new Error(data.error));
      else resolve(data.result);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    settle.reject(new Error(event.message || "the engine worker failed to start"));
  };
  ready.catch(() => {}); // callers handle failure; avoid an unhandled rejection
  // Offline reading: once the engine has run, the site's service worker keeps its files.
  ready.then(() => navigator.serviceWorker?.ready)
    .then((registration) => registration?.active?.postMessage({ keep: "engine" }))
    .catch(() => {});
  client = {
    ready,
    async call(method, params) {
      await ready;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, method, params });
      });
    },
  };
  return client;
}

/** A number as the reader's language writes it, a negative one with the minus sign (U+2212)
 *  in every language, as the engine's sentences and the pages write it; its digits grouped
 *  from 10 000 up (16 384, never 1 000), as the engine groups them (`number.group`). */
export function numberFormat(lang, options = {}) {
  const formatter = new Intl.NumberFormat(lang, { useGrouping: "min2", ...options });
  return { format: (value) => formatter.format(value).replace("-", "\u2212") };
}

/** Fill a message's `%(name)s` placeholders. */
export function format(text, params = {}) {
  return text.replace(/%\((\w+)\)[sd]/g, (_, name) => String(params[name] ?? ""));
}

/** The form of a plural message for `count` in the language `lang`, its placeholders filled
 *  (`count` and `params`). The message comes from the catalogue as its forms by CLDR
 *  category (`{one, few, many, other}`), the build having checked that these agree with
 *  the catalogue's gettext rule; `Intl.PluralRules` picks the category. */
export function plural(forms, count, lang, params = {}) {
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
  return format(form, { ...params, count });
}
