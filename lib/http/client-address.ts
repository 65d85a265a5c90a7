/**
 * Which client a request came from, by address, for limits that are per client. Next's
 * server sets X-Forwarded-For to the connection's address only when the request has none,
 * and keeps one the client sent; each proxy that appends to the header adds the address it
 * was reached from. So the entry to believe is the one the outermost proxy of ours wrote:
 * TRUSTED_PROXIES entries from the right (0, the default, and 1 both read the last entry).
 * NOTE: with no proxy in front, a client that sends its own X-Forwarded-For names itself;
 * per-client limits hold against that only behind a proxy that appends or overwrites it.
 */
import { isIPv6 } from "node:net";

type Env = Record<string, string | undefined>;

/** How many proxies in front of the app append to X-Forwarded-For; a malformed value counts as none. */
export function trustedProxies(env: Env = process.env): number {
  const text = env.TRUSTED_PROXIES?.trim() ?? "";
  if (text === "") return 0;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  console.warn(`[envelope-lab] TRUSTED_PROXIES should be a count of proxies, not "${text}" (read as 0)`);
  return 0;
}

const PROXIES = trustedProxies();

/**
 * The client's address as a key: an IPv6 address stands for its /64 (one household or host
 * holds a whole /64, and could otherwise take a new address per request), an IPv4 address as
 * itself; "unknown" when no proxy and no server said.
 */
export function clientAddress(headers: Headers, proxies: number = PROXIES): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: every one was written by a proxy of ours; the first is the farthest out.
  const address = entries.at(-Math.max(1, proxies)) ?? entries[0];
  return address === undefined ? "unknown" : addressKey(address);
}

function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
