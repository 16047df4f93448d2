// Lighthouse scores of pages of the site, mobile settings (Lighthouse's default), driving
// the given Chromium: node run.mjs CHROMIUM BASE_URL PATH... → one JSON line per page,
// {"path", "performance", "accessibility", "best-practices", "seo"} (0-100), and the audits
// that cost points.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [chromePath, base, ...paths] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const path of paths) {
    const { lhr } = await lighthouse(new URL(path, base).href, {
      port: chrome.port, output: "json", logLevel: "error",
    });
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
    const lost = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    console.log(JSON.stringify({ path, ...scores, lost }));
  }
} finally {
  chrome.kill();
}
