import { BlockList, isIP } from "node:net";

/**
 * Who a request came from, decided once for every per-address limit (docs/decisions/0040-client-
 * addresses-and-key-failures.md): the socket's peer, or, when that peer is a trusted proxy
 * (TRUSTED_PROXIES), the right-most X-Forwarded-For entry that is not one. Proxies append the
 * address they were reached from, so entries right of the first untrusted one were written by our
 * own proxies; everything left of it is whatever the client sent, and is never believed.
 */

/** X-Forwarded-For entries looked at, from the right: more hops of our own proxies than this is a misconfiguration. */
const MAX_HOPS = 16;

/**
 * An address as the limits count it: "::ffff:192.0.2.1" (an IPv4 client of a dual-stack socket)
 * is "192.0.2.1", IPv6 is lower-cased. Null when the text is not an IP address.
 */
export function normalizeAddress(text: string): string | null {
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return null;
  // The form a dual-stack socket gives every IPv4 peer, read without expanding it.
  const tail = text.slice(7);
  if (/^::ffff:/i.test(text) && isIP(tail) === 4) return tail;
  const groups = expandIPv6(text);
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const [high, low] = [Number.parseInt(groups[6], 16), Number.parseInt(groups[7], 16)];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return text.toLowerCase();
}

/** One TRUSTED_PROXIES entry (an address, or a CIDR range such as 10.0.0.0/8 or fd00::/8), or null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [text, prefixText, extra] = entry.split("/");
  if (extra !== undefined) return null;
  const address = normalizeAddress(text);
  if (!address) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = family === "ipv4" ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  // A mapped IPv4 range ("::ffff:10.0.0.0/104") is the IPv4 range of the last 32 bits.
  const prefix = Number(prefixText) - (isIP(text) === 6 && family === "ipv4" ? 96 : 0);
  return prefix >= 0 && prefix <= bits ? { address, prefix, family } : null;
}

/** The proxies whose X-Forwarded-For is believed; null when there are none (the header is then ignored). */
export function trustedProxyList(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`not an IP address or CIDR range: ${entry}`);
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");

/** An X-Forwarded-For entry's address: bare, or with a port ("192.0.2.1:443", "[2001:db8::1]:443"). */
function entryAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return normalizeAddress(bracketed[1]);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  return normalizeAddress(withPort ? withPort[1] : text);
}

/**
 * THE client address: `peer` is the socket's (null in in-process tests, which name their own),
 * `forwardedFor` the X-Forwarded-For header. Walks the header from the right while each hop is a
 * trusted proxy; an entry that is no address stops the walk at the proxy that wrote it, since
 * nothing left of it can be told apart from what the client made up.
 */
export function decideClientAddress(
  peer: string | null,
  forwardedFor: string | undefined,
  trusted: BlockList | null,
): string {
  const socket = peer === null ? null : normalizeAddress(peer);
  if (socket === null) return peer ?? "unknown";
  if (!trusted || !forwardedFor || !isTrusted(trusted, socket)) return socket;
  let hop = socket;
  let end = forwardedFor.length;
  for (let seen = 0; seen < MAX_HOPS && end > 0; seen++) {
    const comma = forwardedFor.lastIndexOf(",", end - 1);
    const address = entryAddress(forwardedFor.slice(comma + 1, end));
    if (address === null) return hop;
    if (!isTrusted(trusted, address)) return address;
    hop = address;
    end = comma < 0 ? 0 : comma;
  }
  return hop;
}

/**
 * The bucket per-address limits count in: an IPv4 address, or an IPv6 address's /64 (one
 * household's or office's network, which its devices pick addresses from at will; Better Auth
 * counts its own limits per /64 as well).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, 0, 0, 0, 0, 1). */
function expandIPv6(address: string): string[] {
  // A zone ("fe80::1%eth0") names the interface, not the address.
  const [head, tail] = address.split("%")[0].split("::");
  const part = (text: string | undefined) => {
    if (!text) return [];
    const groups = text.split(":");
    const last = groups[groups.length - 1];
    if (last.includes(".")) {
      // An embedded IPv4 tail is the last two groups.
      const [a, b, c, d] = last.split(".").map(Number);
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return groups.map((g) => Number.parseInt(g, 16).toString(16));
  };
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right];
}
