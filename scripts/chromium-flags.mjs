// Flags for Debian's Chromium on these machines, shared by the e2e config and the perf
// run: as root it needs --no-sandbox, and with no network but the registries, background
// networking, sync and component updates only produce refused connections.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
