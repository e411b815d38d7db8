import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One icon the web app manifest names (deploy/web-manifest.ts reads this list, so the two cannot differ). */
export interface AppIcon {
  readonly file: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
}

/**
 * The sizes browsers ask for: 192 for the home screen, 512 for the splash screen and the install prompt, and a
 * maskable one whose drawing keeps to the centre's safe zone (a circle of 80 %), as Android crops it to its shape.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { file: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { file: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { file: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

type Rgb = readonly [number, number, number];
/** favicon.svg's colours: the theme's navy, the ring's paper, the dot's red. */
const NAVY: Rgb = [0x1f, 0x2a, 0x44];
const PAPER: Rgb = [0xf4, 0xef, 0xe6];
const RED: Rgb = [0xc4, 0x55, 0x3a];

/**
 * favicon.svg drawn as a PNG (its 32-unit grid scaled): a ring and a dot on navy, the corners rounded unless the
 * icon is maskable (the platform rounds those itself). Drawn here rather than committed, so the icons follow the
 * favicon's colours and no binary file needs reviewing; a few kB, and no image library is needed.
 */
export function drawIcon(size: number, purpose: AppIcon['purpose']): Buffer {
  const unit = size / 32;
  const corner = purpose === 'maskable' ? 0 : 6 * unit;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5, size, unit, corner);
      row.set([r, g, b, a], 1 + x * 4);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function pixel(
  x: number,
  y: number,
  size: number,
  unit: number,
  corner: number,
): [number, number, number, number] {
  // Outside a rounded corner: transparent.
  const dx = Math.max(corner - Math.min(x, size - x), 0);
  const dy = Math.max(corner - Math.min(y, size - y), 0);
  if (dx > 0 && dy > 0 && Math.hypot(dx, dy) > corner) return [0, 0, 0, 0];
  const distance = Math.hypot(x - size / 2, y - size / 2) / unit;
  if (distance <= 2.5) return [...RED, 255];
  if (Math.abs(distance - 8) <= 1.25) return [...PAPER, 255];
  return [...NAVY, 255];
}

/** An 8-bit RGBA PNG of `size`² pixels from its filtered rows (filter byte 0 leading each row). */
function png(size: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Vite plugin: writes APP_ICONS into the client build, beside index.html. */
export function appIcons(): Plugin {
  return {
    name: 'necs:app-icons',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const icon of APP_ICONS)
        this.emitFile({
          type: 'asset',
          fileName: icon.file.slice(1),
          source: drawIcon(icon.size, icon.purpose),
        });
    },
  };
}
