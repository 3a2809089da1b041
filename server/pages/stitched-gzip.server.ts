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
 * measured on 25 November); stitching costs a CRC over the page (tens of microseconds) and a copy
 * of the compressed bytes (about 25 KiB).
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

/**
 * The fixed parts compressed once, each ending on a sync flush (the stream's end is added by
 * stitchGzip). An empty part (two values side by side) is not handed to zlib: its async
 * compression detaches an empty buffer, after which crc32 reads it as 0.
 */
export function compressParts(parts: Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part) => (part.length === 0 ? EMPTY_PART : deflateRawAsync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }))),
  );
}

/** The last block of every copy: an empty stored block with BFINAL set. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * One copy as gzip: `parts[i]` (compressed as `compressed[i]`), then `values[i]`, and so on;
 * there is one value fewer than parts.
 */
export function stitchGzip(parts: Buffer[], compressed: Buffer[], values: Buffer[]): Buffer {
  if (compressed.length !== parts.length || values.length !== parts.length - 1) throw new Error("stitchGzip: one value between each two parts");
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    chunks.push(compressed[index]!);
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
    const value = values[index];
    if (value === undefined) return;
    if (value.length > MAX_STORED) throw new Error("stitchGzip: a value longer than a stored block");
    // A stored block, not the last: BFINAL 0 and BTYPE 00 in a byte of its own (the part before
    // ended on a byte boundary), then LEN and its complement, little-endian, then the bytes.
    chunks.push(Buffer.from([0x00, value.length & 0xff, value.length >>> 8, ~value.length & 0xff, (~value.length >>> 8) & 0xff]), value);
    if (value.length > 0) crc = crc32(value, crc);
    size += value.length;
  });
  chunks.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
