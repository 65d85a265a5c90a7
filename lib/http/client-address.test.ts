import { describe, expect, it, vi } from "vitest";
import { clientAddress, trustedProxies } from "./client-address";

const forwardedFor = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("clientAddress", () => {
  it("believes the last entry with no proxy or one: the connection's address, or what our proxy appended", () => {
    expect(clientAddress(forwardedFor("127.0.0.1"), 0)).toBe("127.0.0.1");
    // A client's own claim sits left of what the proxy appended.
    expect(clientAddress(forwardedFor("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(forwardedFor("6.6.6.6,203.0.113.7"), 0)).toBe("203.0.113.7");
  });

  it("behind two proxies believes the entry the outer one wrote, and the farthest seen when there are fewer", () => {
    expect(clientAddress(forwardedFor("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientAddress(forwardedFor("10.0.0.2"), 2)).toBe("10.0.0.2");
  });

  it("counts an IPv6 address as its /64, and an IPv4-mapped one as the IPv4 address", () => {
    expect(clientAddress(forwardedFor("2001:db8:1:2:aaaa::1"), 0)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(forwardedFor("2001:db8:1:2:bbbb:cccc:dddd:eeee"), 0)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(forwardedFor("2001:db8::7"), 0)).toBe("2001:db8:0:0::/64");
    expect(clientAddress(forwardedFor("::ffff:192.0.2.9"), 0)).toBe("192.0.2.9");
  });

  it("answers unknown without the header", () => {
    expect(clientAddress(forwardedFor(), 0)).toBe("unknown");
    expect(clientAddress(forwardedFor(" , "), 1)).toBe("unknown");
  });
});

describe("trustedProxies", () => {
  it("reads a count, and warns and reads none for anything else", () => {
    expect(trustedProxies({})).toBe(0);
    expect(trustedProxies({ TRUSTED_PROXIES: " 2 " })).toBe(2);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(trustedProxies({ TRUSTED_PROXIES: "yes" })).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not "yes"'));
    warn.mockRestore();
  });
});
