import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address.server";

describe("client address keys", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:85a3:0:0:8a2e:370:7334", "2001:db8:85a3:0::/64"],
    ["2001:db8:85a3::1", "2001:db8:85a3:0::/64"],
    ["2001:DB8:85A3:0001:ffff::2", "2001:db8:85a3:1::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s counts as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it("puts every address of one /64 under one key", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:bbbb::9"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  });
});
