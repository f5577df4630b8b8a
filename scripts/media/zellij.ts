/**
 * Zellij tilework: 8-pointed star (khatem) tessellations and a horseshoe arch. The rituals' pictures
 * are an arch opening onto tilework; a product's "setting" view has a tiled wall behind its table.
 */

/** FNV-1a: a stable number per slug, so the same slug always gets the same artwork. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The khatem: an 8-pointed star (two squares turned 45° apart) as a 16-vertex polygon. */
export function star(cx: number, cy: number, radius: number, rotation: number): string {
  const inner = radius * (Math.cos(Math.PI / 4) / Math.cos(Math.PI / 8));
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? radius : inner;
    const angle = rotation + (i * Math.PI) / 8;
    points.push(`${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** [ground, star, inner star, accent, line]. */
export type TilePalette = [string, string, string, string, string];

export function tessellation(width: number, height: number, seed: number, palette: TilePalette): string {
  const [, starColor, innerColor, accent, line] = palette;
  const cell = 130 + (seed % 5) * 22;
  const rotation = (seed >> 3) % 2 === 0 ? 0 : Math.PI / 8;
  const outlined = (seed >> 4) % 3 !== 0;
  const parts: string[] = [];
  for (let y = -cell; y <= height + cell; y += cell) {
    for (let x = -cell; x <= width + cell; x += cell) {
      parts.push(
        `<polygon points="${star(x, y, cell / 2, rotation)}" fill="${starColor}"` +
          (outlined ? ` stroke="${line}" stroke-width="3"/>` : '/>'),
      );
      parts.push(
        `<polygon points="${star(x, y, cell / 4.2, rotation + Math.PI / 8)}" fill="${innerColor}"/>`,
      );
      parts.push(
        `<polygon points="${star(x + cell / 2, y + cell / 2, cell / 5, rotation)}" fill="${accent}"/>`,
      );
    }
  }
  return parts.join('');
}

/** Horseshoe arch opening onto the pattern, walled in the ground colour. */
export function archFrame(width: number, height: number, wall: string, trim: string): string {
  const r = width * 0.3;
  const cx = width / 2;
  const cy = height * 0.48;
  const spring = Math.PI / 9; // the arch closes 20° below its centre: the horseshoe
  const left = cx - r * Math.cos(spring);
  const right = cx + r * Math.cos(spring);
  const springY = cy + r * Math.sin(spring);
  const arch = `M${round(left)},${height} L${round(left)},${round(springY)} A${r},${r} 0 1 1 ${round(right)},${round(springY)} L${round(right)},${height} Z`;
  return (
    `<path d="M0,0 H${width} V${height} H0 Z ${arch}" fill="${wall}" fill-rule="evenodd" opacity="0.94"/>` +
    `<path d="${arch}" fill="none" stroke="${trim}" stroke-width="14"/>`
  );
}
