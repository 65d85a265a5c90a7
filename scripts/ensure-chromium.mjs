// Finds a Chromium for Playwright, installing one when none is present:
// Debian's package where we are root with apt (Playwright cannot download its own
// browsers on every machine), otherwise Playwright's own download.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

function found() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Returns a Chromium executable path, "playwright" for Playwright's own browser, or null. */
export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("▶ installing Debian's chromium (apt-get)");
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: aptEnv });
    const installed = found();
    if (installed) return installed;
  }
  console.log("▶ installing Playwright's Chromium");
  const result = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  return result.status === 0 ? "playwright" : null;
}
