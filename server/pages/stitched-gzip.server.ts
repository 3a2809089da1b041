import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

/**
 * gzip for a page whose copies differ only in a few short values (a form page from memory: its
 * nonce, signed token and key), without compressing each copy.
 *
 * The fixed parts between the values are compressed once (raw deflate, each ending on a sync
 * flush, so the next block starts on a byte boundary), and each copy is stitched together: the
 * gzip header, each compressed part, each value as a stored (uncompressed) deflate block, an empty
 * final block, and the trailer (the CRC-32 and length of the whole page). Every part is its own deflate stream, so no
 * back-reference crosses from one part into another, and the result is one ordinary gzip member
 * that any browser reads.
 *
 * Compressing a 110 KiB form page with gzip costs 2.5 to 6 ms of CPU per answer (level 1 to 6,
 * measured on 25 November). Stitching costs a CRC over the values, combined with the parts' CRCs
 * made once (a CRC over the whole 110 KiB page cost 15 µs an answer), and no copy: the chunks are
 * written as they are.
 */

const deflateRawAsync = promisify(deflateRaw);

/** A gzip member's header: deflate, no name or comment, no time, unknown system (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The most a stored block holds. */
const MAX_STORED = 0xffff;

/** Whether this Node has zlib.crc32 (20.15 and later); without it, copies are compressed whole. */
export const canStitch = typeof crc32 === "function";

/** What a sync flush of nothing is: an empty stored block, not the last. */
const EMPTY_PART = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]);

/** CRC-32's polynomial, reflected (as zlib's crc32.c). */
const POLY = 0xedb88320;

/** a times b modulo the CRC polynomial (zlib's multmodp); a is never 0. */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31 (zlib's x2n_table). */
const x2n: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) {
  x2n.push(p);
  p = multmodp(p, p);
}

/** What moves a CRC past `length` bytes (zlib's crc32_combine_gen): made once per fixed part. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) p = multmodp(x2n[k & 31]!, p);
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and crc32Shift(B's length) (zlib's crc32_combine_op). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multmodp(shiftB, crcA) ^ crcB) >>> 0;
}

/**
 * crc32Combine() for a B known in advance (a fixed part of a page): multiplying by the shift is
 * linear, so it is looked up a byte at a time in four tables made once (4 KiB), instead of
 * multiplied bit by bit for every answer.
 */
export function crc32Appender(crcB: number, lengthB: number): (crcA: number) => number {
  const shift = crc32Shift(lengthB);
  const table = new Uint32Array(1024);
  for (let byte = 0; byte < 4; byte++) {
    for (let value = 1; value < 256; value++) table[byte * 256 + value] = multmodp(shift, (value << (8 * byte)) >>> 0);
  }
  return (crcA) =>
    (table[crcA & 0xff]! ^ table[256 + ((crcA >>> 8) & 0xff)]! ^ table[512 + ((crcA >>> 16) & 0xff)]! ^ table[768 + (crcA >>> 24)]! ^ crcB) >>> 0;
}

/** A page's fixed parts, made ready once for stitching: compressed, with their CRCs and lengths. */
export type StitchParts = {
  parts: Buffer[];
  compressed: Buffer[];
  /** For each part: the CRC so far, moved past the part and combined with the part's own. */
  appenders: ((crc: number) => number)[];
};

/**
 * The fixed parts compressed once, each ending on a sync flush (the stream's end is added by
 * stitchGzip), with each part's CRC-32, so no copy's CRC is computed over the whole page. An
 * empty part (two values side by side) is not handed to zlib: its async compression detaches an
 * empty buffer, after which crc32 reads it as 0.
 */
export async function compressParts(parts: Buffer[]): Promise<StitchParts> {
  const appenders = parts.map((part) => (part.length > 0 ? crc32Appender(crc32(part), part.length) : (crc: number) => crc));
  const compressed = await Promise.all(
    parts.map((part) => (part.length === 0 ? EMPTY_PART : deflateRawAsync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }))),
  );
  return { parts, compressed, appenders };
}

/** The last block of every copy: an empty stored block with BFINAL set. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * One copy as gzip, as chunks to write in order (no copy of the compressed parts): `parts[i]`
 * (compressed once), then `values[i]`, and so on; there is one value fewer than parts.
 */
export function stitchGzip(stitch: StitchParts, values: Buffer[]): Buffer[] {
  const { parts, compressed, appenders } = stitch;
  if (values.length !== parts.length - 1) throw new Error("stitchGzip: one value between each two parts");
  // The few bytes of each copy's own (each stored block's head, the final block, the trailer) in
  // one small buffer (from Node's pool), the chunks below being views of it.
  const own = Buffer.allocUnsafe(5 * values.length + FINAL_BLOCK.length + 8);
  let at = 0;
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    chunks.push(compressed[index]!);
    crc = appenders[index]!(crc);
    size += part.length;
    const value = values[index];
    if (value === undefined) return;
    const length = value.length;
    if (length > MAX_STORED) throw new Error("stitchGzip: a value longer than a stored block");
    // A stored block, not the last: BFINAL 0 and BTYPE 00 in a byte of its own (the part before
    // ended on a byte boundary), then LEN and its complement, little-endian, then the bytes.
    own[at] = 0x00;
    own.writeUInt16LE(length, at + 1);
    own.writeUInt16LE(~length & 0xffff, at + 3);
    chunks.push(own.subarray(at, at + 5), value);
    at += 5;
    if (length > 0) crc = crc32(value, crc);
    size += length;
  });
  FINAL_BLOCK.copy(own, at);
  own.writeUInt32LE(crc >>> 0, at + FINAL_BLOCK.length);
  own.writeUInt32LE(size >>> 0, at + FINAL_BLOCK.length + 4);
  chunks.push(own.subarray(at));
  return chunks;
}
