/**
 * The pictures themselves, as SVG: a product in three views (its gallery), a recipe's dish, a
 * ritual's arch onto tilework. Every view of a product draws the same object (objects.ts) in the
 * product's colours (catalog.ts), so the gallery shows one thing from several sides.
 */
import { DETAIL_FOCUS, type ProductArt } from './catalog';
import type { DishArt } from './dishes';
import { drawObject } from './objects';
import { archFrame, hash, tessellation, type TilePalette } from './zellij';

export const PRODUCT_VIEWS = ['main', 'detail', 'setting'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const SIZE = 1200;
const GROUND = '#efe6d6';
const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The object on a plain ground with its shadow; close up on its pattern; on a table before a tiled wall. */
export function productSvg(art: ProductArt, view: ProductView, slug: string): string {
  const object = drawObject(art.kind, art.paint);
  if (view === 'main') {
    return svg(
      SIZE,
      SIZE,
      `<rect width="${SIZE}" height="${SIZE}" fill="${GROUND}"/>` +
        `<ellipse cx="600" cy="930" rx="400" ry="50" fill="#d9cbb3"/>` +
        `<g transform="translate(600 620) scale(1.3)">${object}</g>`,
    );
  }
  if (view === 'detail') {
    const [fx, fy] = DETAIL_FOCUS[art.kind];
    const scale = 2.6;
    return svg(
      SIZE,
      SIZE,
      `<rect width="${SIZE}" height="${SIZE}" fill="${GROUND}"/>` +
        `<g transform="translate(${600 - fx * scale} ${600 - fy * scale}) scale(${scale})">${object}</g>`,
    );
  }
  const wall: TilePalette = ['#f4ead8', '#2f5d9e', '#f4ead8', '#e0a526', '#1f3a5f'];
  return svg(
    SIZE,
    SIZE,
    `<rect width="${SIZE}" height="${SIZE}" fill="${wall[0]}"/>` +
      `<svg width="${SIZE}" height="640">${tessellation(SIZE, 640, hash(slug), wall)}</svg>` +
      `<rect y="640" width="${SIZE}" height="560" fill="#a8774a"/>` +
      `<rect y="640" width="${SIZE}" height="24" fill="#7d5533"/>` +
      `<ellipse cx="600" cy="960" rx="330" ry="40" fill="#7d5533"/>` +
      `<g transform="translate(600 760) scale(0.95)">${object}</g>`,
  );
}

export function dishSvg(art: DishArt): string {
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="${art.ground}"/>` +
      `<g transform="translate(600 410) scale(1.4)">${art.draw()}</g>`,
  );
}

const RITUAL_TILES: TilePalette = ['#f4ead8', '#1f3a5f', '#e0a526', '#b5542d', '#f4ead8'];

export function ritualSvg(slug: string): string {
  const [ground, , , accent] = RITUAL_TILES;
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="${ground}"/>` +
      tessellation(1200, 800, hash(slug), RITUAL_TILES) +
      archFrame(1200, 800, ground, accent),
  );
}
