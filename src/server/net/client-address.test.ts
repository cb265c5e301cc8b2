import { describe, expect, it } from "vitest";
import { addressBucket, decideClientAddress, normalizeAddress, trustedProxyList } from "./client-address";

describe("the client address", () => {
  const proxies = trustedProxyList(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(decideClientAddress("198.51.100.7", "203.0.113.9", null)).toBe("198.51.100.7");
    expect(decideClientAddress("127.0.0.1", "203.0.113.9", null)).toBe("127.0.0.1");
  });

  it("is the socket's peer when that peer is not a trusted proxy", () => {
    expect(decideClientAddress("198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
  });

  it("is the right-most X-Forwarded-For entry that is not a trusted proxy", () => {
    expect(decideClientAddress("127.0.0.1", "203.0.113.9", proxies)).toBe("203.0.113.9");
    // The client forged the left-most entries; our proxies appended the right-most ones.
    expect(decideClientAddress("127.0.0.1", "1.1.1.1, 203.0.113.9, 10.1.2.3", proxies)).toBe("203.0.113.9");
    expect(decideClientAddress("10.0.0.2", "2001:DB8::1,fd00::5", proxies)).toBe("2001:db8::1");
    // Several headers arrive joined by commas; ports and brackets are read through.
    expect(decideClientAddress("127.0.0.1", "203.0.113.9:5123", proxies)).toBe("203.0.113.9");
    expect(decideClientAddress("127.0.0.1", "[2001:db8::2]:443", proxies)).toBe("2001:db8::2");
  });

  it("stops at the proxy that wrote an entry that is no address", () => {
    expect(decideClientAddress("127.0.0.1", "203.0.113.9, unknown", proxies)).toBe("127.0.0.1");
    expect(decideClientAddress("127.0.0.1", "garbage, 10.0.0.9", proxies)).toBe("10.0.0.9");
    expect(decideClientAddress("127.0.0.1", "", proxies)).toBe("127.0.0.1");
  });

  it("is the left-most hop when every hop is a trusted proxy", () => {
    expect(decideClientAddress("127.0.0.1", "10.0.0.3, 10.0.0.4", proxies)).toBe("10.0.0.3");
  });

  it("reads IPv4-mapped IPv6 as IPv4, for the peer, the header and the list", () => {
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress("0:0:0:0:0:FFFF:7f00:1")).toBe("127.0.0.1");
    expect(normalizeAddress("::1")).toBe("::1");
    expect(decideClientAddress("::ffff:127.0.0.1", "::ffff:203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(decideClientAddress("::ffff:198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
    const mapped = trustedProxyList(["::ffff:10.0.0.0/104"]);
    expect(decideClientAddress("10.200.0.1", "203.0.113.9", mapped)).toBe("203.0.113.9");
  });

  it("looks at a bounded number of hops, however long the header", () => {
    const header = `203.0.113.9, ${Array.from({ length: 10_000 }, () => "10.0.0.1").join(", ")}`;
    expect(decideClientAddress("127.0.0.1", header, proxies)).toBe("10.0.0.1");
  });

  it("is counted per IPv4 address, or per IPv6 /64", () => {
    expect(addressBucket("198.51.100.7")).toBe("198.51.100.7");
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
