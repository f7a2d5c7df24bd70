import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context';
import { demoImagePaths } from './content.repository';

const PALETTES = [
  ['#0f766e', '#5eead4', '#f0fdfa'],
  ['#1d4ed8', '#93c5fd', '#eff6ff'],
  ['#b45309', '#fcd34d', '#fffbeb'],
  ['#7e22ce', '#d8b4fe', '#faf5ff'],
  ['#be123c', '#fda4af', '#fff1f2'],
  ['#15803d', '#86efac', '#f0fdf4'],
];

/** A simple deterministic picture for a demo image name: a gradient with a few soft circles. */
export function demoSvg(name: string, width: number, height: number): string {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const [dark, light, pale] = PALETTES[h % PALETTES.length] as string[];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const v = (h >>> (i * 5)) & 0xff;
    const cx = Math.round(((v * 37 + i * 211) % 100) * (width / 100));
    const cy = Math.round(((v * 53 + i * 97) % 100) * (height / 100));
    const r = Math.round(height * (0.15 + (v % 30) / 100));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? pale : light}" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
}

/**
 * The demo content names its images (`/media/content/demo-…webp`); the ones missing from
 * DATA_DIR are drawn here at start, the same on every machine.
 */
export async function ensureDemoImages(ctx: AppContext): Promise<void> {
  const dir = join(ctx.config.dataDir, 'uploads', 'content');
  const missing = (await demoImagePaths(ctx.db)).filter((p) => !existsSync(join(dir, basename(p))));
  if (missing.length === 0) return;
  mkdirSync(dir, { recursive: true });
  for (const path of missing) {
    const name = basename(path);
    const [width, height] = name.startsWith('demo-slide') ? [1600, 600] : [1200, 630];
    await sharp(Buffer.from(demoSvg(name, width, height)))
      .webp({ quality: 70 })
      .toFile(join(dir, name));
  }
}
