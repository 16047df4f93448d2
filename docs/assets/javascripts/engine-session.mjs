// A walkthrough's rules engine: started when needed, its state shown, and asked about the
// reader's choices. The engine is megabytes: a walkthrough starts it on the reader's first
// interaction with it, or once it is visible unless the browser asks to save data (the
// status line then says that the engine starts when the reader uses it). The session owns
// the status line (`[data-wt-status]`) and says the engine's state on the widget's element
// (`data-state`: loading, ready or failed; `aria-busy` while the engine thinks).
import { engine } from "./engine-client.mjs";
import { h } from "./dom.mjs";

export class EngineSession {
  /**
   * @param {object} widget  the walkthrough: `texts` (its interface texts), `host` (its
   *   element), `signal` (aborted when the walkthrough is done with: the engine is no longer
   *   started for it) and `refresh()` (renders the step again: the reader may choose now)
   */
  constructor({ texts, host, signal, refresh }) {
    this.t = texts;
    this.host = host;
    this.signal = signal;
    this.refresh = refresh;
    this.state = "idle"; // then loading, and ready or failed
    this.client = null;
    this.busy = false;
    // A reader whose browser asks to save data is told that the engine waits for them.
    this.saveData = Boolean(navigator.connection?.saveData);
    this.status = h("p", { class: "wt-status", role: "status", "data-wt-status": true },
      this.saveData ? texts["engine-on-demand"] : texts["engine-loading"]);
  }

  /** Whether the engine answers now. */
  get ready() {
    return this.state === "ready";
  }

  /** Start the engine on the reader's first interaction with the widget, or once `region`
   *  (the walkthrough: its widget or its tables) is visible, unless the browser asks to save
   *  data. */
  watch(region) {
    const signal = this.signal;
    const start = (event) => this.start(event);
    for (const type of ["pointerdown", "keydown", "focusin"]) {
      this.host.addEventListener(type, start, { once: true, signal });
    }
    if (this.saveData) return;
    if (!("IntersectionObserver" in window)) return start();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(region);
    signal.addEventListener("abort", () => observer.disconnect(), { once: true });
  }

  /** An engine started already (the board's): it answers at once. */
  use(client) {
    this.client = client;
    this.set("ready");
  }

  set(state) {
    this.state = state;
    this.host.dataset.state = state;
    this.status.textContent = this.t[`engine-${state}`];
    this.refresh();
  }

  start(event) {
    if (this.state !== "idle" || this.signal.aborted) return;
    this.state = "loading";
    // Started by a press on one of the widget's controls: nothing changes under the pointer
    // before the click is over (a new status, or the engine's allowed cards raised, would
    // move the control, and the click would miss it), even when the engine is already
    // running for another walkthrough of the page and is ready at once.
    const afterClick = event?.type === "pointerdown"
      ? new Promise((resolve) => {
        for (const type of ["pointerup", "pointercancel"]) {
          addEventListener(type, () => setTimeout(resolve),
            { once: true, capture: true, signal: this.signal });
        }
      })
      : Promise.resolve();
    afterClick.then(() => {
      if (this.state === "loading") this.status.textContent = this.t["engine-loading"];
    });
    this.client = engine();
    this.client.ready.then(
      () => afterClick.then(() => this.set("ready")),
      () => afterClick.then(() => this.set("failed")),
    );
  }

  /** The engine's answer to `method` with `params`, the widget busy meanwhile; null when
   *  the engine failed (the session says so). */
  async ask(method, params) {
    this.busy = true;
    this.host.setAttribute("aria-busy", "true");
    this.status.textContent = this.t["engine-busy"];
    try {
      const answer = await this.client.call(method, params);
      this.status.textContent = this.t["engine-ready"];
      return answer;
    } catch {
      this.set("failed");
      return null;
    } finally {
      this.busy = false;
      this.host.removeAttribute("aria-busy");
    }
  }
}
