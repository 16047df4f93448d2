// Reading the address defensively: links and pasted addresses are untrusted, and a
// malformed percent escape (`#%`, `#follow-suit%E0`) makes decodeURIComponent throw.
// Every script reads the address's hash through these helpers.

/** The decoded text, or the text itself when it is not a valid percent-encoding. */
export function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The id a hash points to (`#walk-x-step-2` → `walk-x-step-2`), decoded; "" if none. */
export function hashId(hash = location.hash) {
  return decode(hash.startsWith("#") ? hash.slice(1) : hash);
}

