// Starts a built app on a free port and stops it again, for the perf
// script (which runs two apps side by side, so neither may take a fixed port).
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; polls every 500 ms for a minute, then throws. */
export async function waitForOk(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer at ${url} within 60 s`);
}

/**
 * Serves the build in `cwd` with Next's own server, `next start`, as `npm start` and a
 * deployment do (compression on, Next's default), the same way for this app and for the
 * bare page; resolves once `readyPath` answers 200. Returns { base, stop }.
 */
export async function startNext(cwd, { readyPath = "/", env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  // The server and the children npx starts, by their process group.
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  try {
    await waitForOk(`${base}${readyPath}`);
    return { base, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
