/**
 * A valid baseline JPEG (grey, 8×8 blocks of one shade each) built as a latin1 string, so its size is known
 * without a file system, as one-page-pdf.ts builds a PDF. `shadeAt(column, row)` gives each block's grey
 * (0 to 255). Each block is flat, so its only coefficient is the DC term: the DC table is the standard
 * luminance one (ITU T.81, K.3) and the AC table holds end-of-block alone.
 */
export function smallJpeg(width: number, height: number, shadeAt: (column: number, row: number) => number) {
  const columns = Math.ceil(width / 8);
  const rows = Math.ceil(height / 8);
  const bits = new BitWriter();
  let previous = 0;
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      // A flat block's DC coefficient is 8 × (shade − 128); the quantization table is all ones.
      const dc = 8 * (Math.round(Math.min(255, Math.max(0, shadeAt(column, row)))) - 128);
      writeDcDifference(bits, dc - previous);
      previous = dc;
      bits.write(0, 1); // end of block: the AC table's one code
    }
  return [
    '\xff\xd8',
    segment(0xe0, 'JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00'),
    segment(0xdb, `\x00${'\x01'.repeat(64)}`),
    segment(0xc0, `\x08${word(height)}${word(width)}\x01\x01\x11\x00`),
    segment(0xc4, `\x00${bytes(DC_COUNTS)}${bytes(DC_SYMBOLS)}`),
    segment(0xc4, `\x10${bytes([1, ...Array<number>(15).fill(0)])}\x00`),
    segment(0xda, '\x01\x01\x00\x00\x3f\x00'),
    bits.stuffed(),
    '\xff\xd9',
  ].join('');
}

/** The standard luminance DC table: how many codes of each length (1 to 16), then the categories 0 to 11. */
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** Each category's canonical code, as [code, length], built from the counts as T.81 Annex C does. */
const DC_CODES = (() => {
  const codes: [number, number][] = [];
  let code = 0;
  DC_COUNTS.forEach((count, index) => {
    for (let i = 0; i < count; i++) codes.push([code++, index + 1]);
    code <<= 1;
  });
  return codes;
})();

function writeDcDifference(bits: BitWriter, difference: number) {
  const size = difference === 0 ? 0 : Math.floor(Math.log2(Math.abs(difference))) + 1;
  const [code, length] = DC_CODES[size]!;
  bits.write(code, length);
  // Negative differences go as their ones' complement in `size` bits.
  if (size > 0) bits.write(difference > 0 ? difference : difference + (1 << size) - 1, size);
}

class BitWriter {
  private readonly out: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) this.flush();
    }
  }

  /** The bytes, the last one padded with ones, each 0xFF followed by a stuffed 0x00. */
  stuffed(): string {
    while (this.filled !== 0) this.write(1, 1);
    return this.out.map((byte) => (byte === 0xff ? '\xff\x00' : String.fromCharCode(byte))).join('');
  }

  private flush() {
    this.out.push(this.current);
    this.current = 0;
    this.filled = 0;
  }
}

const word = (value: number) => String.fromCharCode(value >> 8, value & 0xff);
const bytes = (values: readonly number[]) => String.fromCharCode(...values);
const segment = (marker: number, body: string) =>
  `\xff${String.fromCharCode(marker)}${word(body.length + 2)}${body}`;
