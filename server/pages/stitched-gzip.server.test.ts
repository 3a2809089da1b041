import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { canStitch, compressParts, crc32Appender, crc32Combine, crc32Shift, stitchGzip } from "./stitched-gzip.server";

const html = (n: number) => Buffer.from(`<section><h2>Part ${n}</h2><p>${"Reading together, every night — “one more page”. ".repeat(40 + n)}</p></section>`, "utf8");

describe("stitchGzip (form pages from memory, compressed once)", () => {
  it("is available on this Node", () => {
    expect(canStitch).toBe(true);
  });

  it("makes a gzip member that decompresses to the parts with the values between them", async () => {
    const parts = [html(1), html(2), html(3), html(4)];
    const compressed = await compressParts(parts);
    for (let round = 0; round < 3; round++) {
      const values = [randomBytes(16).toString("base64"), randomBytes(60).toString("base64url"), crypto.randomUUID()].map((v) => Buffer.from(v, "latin1"));
      const gz = Buffer.concat(stitchGzip(compressed, values));
      expect(gunzipSync(gz).equals(Buffer.concat([parts[0]!, values[0]!, parts[1]!, values[1]!, parts[2]!, values[2]!, parts[3]!]))).toBe(true);
      // Compressed: the fixed parts are small, the values are sent as they are.
      expect(gz.length).toBeLessThan(Buffer.concat(parts).length / 5);
    }
  });

  it("handles empty parts (two values side by side, a value first or last), empty values and a part over 64 KiB", async () => {
    const big = Buffer.from("x".repeat(70_000) + randomBytes(20_000).toString("hex"));
    const parts = [Buffer.alloc(0), html(1), Buffer.alloc(0), big, Buffer.alloc(0)];
    const values = ["a", "", "b".repeat(300), "c"].map((v) => Buffer.from(v));
    const before = Buffer.concat(parts);
    const gz = Buffer.concat(stitchGzip(await compressParts(parts), values));
    // The parts are kept for answers without compression: compressing them changed nothing.
    expect(Buffer.concat(parts).equals(before)).toBe(true);
    expect(gunzipSync(gz).equals(Buffer.concat([parts[0]!, values[0]!, parts[1]!, values[1]!, parts[2]!, values[2]!, parts[3]!, values[3]!, parts[4]!]))).toBe(true);
  });

  it("combines CRC-32s as zlib does: the CRC of A then B from theirs and B's length", () => {
    for (const [a, b] of [
      [randomBytes(1), randomBytes(1)],
      [randomBytes(1000), randomBytes(70_000)],
      [Buffer.alloc(0), randomBytes(33)],
      [randomBytes(5), Buffer.alloc(0)],
      [html(3), html(9)],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
      expect(crc32Appender(crc32(b), b.length)(crc32(a))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it("refuses what it cannot stitch", async () => {
    const parts = [html(1), html(2)];
    const compressed = await compressParts(parts);
    expect(() => stitchGzip(compressed, [])).toThrow(/one value between/);
    expect(() => stitchGzip(compressed, [Buffer.alloc(70_000)])).toThrow(/stored block/);
  });
});
