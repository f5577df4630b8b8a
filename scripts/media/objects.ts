/**
 * Flat drawings of the shop's goods, each centred on (0, 0) in a 600 x 600 box (y grows downwards),
 * so a view can place and scale it. A bowl is drawn as a bowl, a teapot as a teapot: what the alt
 * texts of supabase/seed.sql describe. Colours come from the product (catalog.ts).
 */
export interface Paint {
  /** The body: glaze, wood, cloth, brass, glass. */
  main: string;
  /** Painted or woven pattern, contents of a jar, engraving. */
  pattern: string;
  /** Inside of a bowl, lid, label, accent. */
  accent: string;
}

export type ObjectKind =
  | 'bowl'
  | 'wood-bowl'
  | 'board'
  | 'napkins'
  | 'fouta'
  | 'jar'
  | 'lemon-jar'
  | 'teapot'
  | 'spoons'
  | 'mortar'
  | 'tea-glasses'
  | 'incense-burner'
  | 'tea-gift-box'
  | 'spice-gift-box'
  | 'hammam-gift-box'
  | 'saffron-tin';

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Small eight-pointed stars along a line: the painted band of a Fes bowl, a glass's gilding. */
function starRow(x0: number, x1: number, y: number, size: number, count: number, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x0 + ((x1 - x0) * (i + 0.5)) / count;
    const pts: string[] = [];
    for (let k = 0; k < 16; k++) {
      const r = k % 2 === 0 ? size : size * 0.55;
      const a = (k * Math.PI) / 8;
      pts.push(`${r1(cx + r * Math.cos(a))},${r1(y + r * Math.sin(a))}`);
    }
    out.push(`<polygon points="${pts.join(' ')}" fill="${color}"/>`);
  }
  return out.join('');
}

function grain(x: number, y: number, w: number, h: number, color: string, lines = 6): string {
  const out: string[] = [];
  for (let i = 1; i < lines; i++) {
    const gy = y + (h * i) / lines;
    out.push(
      `<path d="M${x + w * 0.08},${r1(gy)} C${x + w * 0.35},${r1(gy - h * 0.06)} ${x + w * 0.6},${r1(gy + h * 0.06)} ${x + w * 0.92},${r1(gy)}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`,
    );
  }
  return out.join('');
}

function bowl(p: Paint, wooden: boolean): string {
  const body = `<path d="M-250,-40 C-240,150 -120,210 0,210 C120,210 240,150 250,-40 Z" fill="${p.main}"/>`;
  const foot = `<rect x="-80" y="200" width="160" height="30" rx="8" fill="${p.main}"/>`;
  const rim = `<ellipse cx="0" cy="-40" rx="250" ry="70" fill="${p.main}"/><ellipse cx="0" cy="-40" rx="225" ry="55" fill="${p.accent}"/>`;
  const decoration = wooden
    ? grain(-220, 0, 440, 180, p.pattern, 5)
    : `<rect x="-238" y="30" width="476" height="14" fill="${p.pattern}"/>` +
      starRow(-200, 200, 90, 24, 6, p.pattern) +
      `<rect x="-200" y="135" width="400" height="10" fill="${p.pattern}"/>`;
  return foot + body + decoration + rim;
}

function board(p: Paint): string {
  return (
    `<rect x="-260" y="-150" width="420" height="300" rx="50" fill="${p.main}"/>` +
    `<rect x="140" y="-45" width="150" height="90" rx="40" fill="${p.main}"/>` +
    `<circle cx="245" cy="0" r="18" fill="${p.accent}"/>` +
    grain(-240, -140, 380, 280, p.pattern, 7)
  );
}

function napkins(p: Paint): string {
  const one = (dx: number, dy: number, fill: string) =>
    `<rect x="${-230 + dx}" y="${-120 + dy}" width="420" height="110" rx="6" fill="${fill}"/>` +
    `<rect x="${-215 + dx}" y="${-70 + dy}" width="390" height="10" fill="${p.pattern}"/>` +
    `<path d="M${-200 + dx},${-95 + dy} l20,-14 l20,14 l20,-14 l20,14 l20,-14 l20,14" fill="none" stroke="${p.pattern}" stroke-width="5"/>`;
  return one(20, 170, p.main) + one(0, 60, p.accent) + one(-20, -50, p.main);
}

function fouta(p: Paint): string {
  const stripes = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<rect x="-240" y="${-150 + i * 44}" width="480" height="18" fill="${p.pattern}"/>`)
    .join('');
  const fringe = Array.from(
    { length: 24 },
    (_, i) =>
      `<line x1="${-230 + i * 20}" y1="170" x2="${-230 + i * 20}" y2="215" stroke="${p.main}" stroke-width="5"/>`,
  ).join('');
  return (
    `<rect x="-240" y="-170" width="480" height="340" rx="4" fill="${p.main}"/>` +
    stripes +
    `<rect x="-240" y="120" width="480" height="50" fill="${p.accent}"/>` +
    fringe
  );
}

function jar(p: Paint, lemons: boolean): string {
  const glass = `<rect x="-150" y="-140" width="300" height="340" rx="60" fill="#f4f1ea" opacity="0.9"/>`;
  const contents = `<rect x="-130" y="-80" width="260" height="265" rx="48" fill="${p.main}"/>`;
  const fruit = lemons
    ? [
        [-60, 0],
        [55, 20],
        [-40, 110],
        [65, 120],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="52" fill="${p.pattern}"/><circle cx="${x}" cy="${y}" r="34" fill="#f7e9a8"/>`,
        )
        .join('')
    : Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${-100 + ((i * 47) % 200)}" cy="${-40 + ((i * 71) % 210)}" r="9" fill="${p.pattern}"/>`,
      ).join('');
  const lid = `<rect x="-165" y="-205" width="330" height="75" rx="14" fill="${p.accent}"/>`;
  const label = lemons
    ? ''
    : `<rect x="-110" y="30" width="220" height="90" rx="10" fill="#f4ead8"/><rect x="-80" y="60" width="160" height="10" fill="${p.accent}"/><rect x="-60" y="85" width="120" height="8" fill="${p.accent}"/>`;
  return glass + contents + fruit + label + lid;
}

function teapot(p: Paint, s = 1): string {
  const t = (n: number) => r1(n * s);
  return (
    `<path d="M${t(130)},${t(40)} C${t(210)},${t(20)} ${t(230)},${t(-60)} ${t(290)},${t(-110)} L${t(300)},${t(-95)} C${t(260)},${t(-40)} ${t(240)},${t(60)} ${t(150)},${t(110)} Z" fill="${p.main}"/>` +
    `<path d="M${t(-150)},${t(-40)} C${t(-260)},${t(-40)} ${t(-260)},${t(120)} ${t(-150)},${t(120)}" fill="none" stroke="${p.main}" stroke-width="${t(26)}"/>` +
    `<ellipse cx="0" cy="${t(60)}" rx="${t(175)}" ry="${t(140)}" fill="${p.main}"/>` +
    `<rect x="${t(-120)}" y="${t(180)}" width="${t(240)}" height="${t(30)}" rx="${t(10)}" fill="${p.accent}"/>` +
    `<path d="M${t(-110)},${t(-70)} Q0,${t(-190)} ${t(110)},${t(-70)} Z" fill="${p.accent}"/>` +
    `<circle cx="0" cy="${t(-150)}" r="${t(22)}" fill="${p.main}"/>` +
    `<path d="M${t(-150)},${t(40)} Q0,${t(0)} ${t(150)},${t(40)}" fill="none" stroke="${p.pattern}" stroke-width="${t(8)}"/>` +
    `<path d="M${t(-160)},${t(100)} Q0,${t(60)} ${t(160)},${t(100)}" fill="none" stroke="${p.pattern}" stroke-width="${t(8)}"/>`
  );
}

function spoons(p: Paint): string {
  return [-28, 0, 28]
    .map(
      (angle, i) =>
        `<g transform="rotate(${angle})"><ellipse cx="0" cy="-150" rx="62" ry="90" fill="${i === 1 ? p.accent : p.main}"/>` +
        `<rect x="-16" y="-70" width="32" height="300" rx="16" fill="${i === 1 ? p.accent : p.main}"/>` +
        `<path d="M-30,-170 Q0,-200 30,-170" fill="none" stroke="${p.pattern}" stroke-width="5"/></g>`,
    )
    .join('');
}

function mortar(p: Paint): string {
  return (
    `<rect x="40" y="-250" width="50" height="300" rx="25" fill="${p.accent}" transform="rotate(25)"/>` +
    `<path d="M-200,-60 L200,-60 C190,120 120,170 0,170 C-120,170 -190,120 -200,-60 Z" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-60" rx="200" ry="40" fill="${p.accent}"/>` +
    `<rect x="-120" y="160" width="240" height="50" rx="10" fill="${p.main}"/>` +
    `<path d="M-180,20 Q0,60 180,20" fill="none" stroke="${p.pattern}" stroke-width="8"/>`
  );
}

function teaGlass(x: number, y: number, s: number, p: Paint): string {
  const t = (n: number) => r1(n * s);
  return (
    `<path d="M${x - t(70)},${y - t(110)} L${x + t(70)},${y - t(110)} L${x + t(52)},${y + t(110)} L${x - t(52)},${y + t(110)} Z" fill="#eef3ee" opacity="0.85"/>` +
    `<path d="M${x - t(62)},${y - t(50)} L${x + t(62)},${y - t(50)} L${x + t(52)},${y + t(108)} L${x - t(52)},${y + t(108)} Z" fill="${p.main}"/>` +
    starRow(x - t(60), x + t(60), y - t(80), t(11), 4, p.pattern) +
    `<rect x="${x - t(70)}" y="${y - t(112)}" width="${t(140)}" height="${t(8)}" fill="${p.pattern}"/>`
  );
}

function teaGlasses(p: Paint): string {
  return teaGlass(-170, 30, 1, p) + teaGlass(0, 0, 1.1, p) + teaGlass(170, 30, 1, p);
}

function incenseBurner(p: Paint): string {
  const holes = Array.from({ length: 12 }, (_, i) => {
    const x = -100 + (i % 6) * 40;
    const y = -70 + Math.floor(i / 6) * 55;
    return `<circle cx="${x}" cy="${y}" r="9" fill="${p.accent}"/>`;
  }).join('');
  return (
    `<path d="M-40,-230 C-80,-280 20,-300 -10,-350 M30,-230 C0,-290 90,-300 50,-360" fill="none" stroke="#cfc6b8" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-140,20 C-140,-120 -70,-200 0,-220 C70,-200 140,-120 140,20 Z" fill="${p.main}"/>` +
    holes +
    `<rect x="-170" y="20" width="340" height="40" rx="8" fill="${p.pattern}"/>` +
    `<rect x="-40" y="60" width="80" height="100" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="175" rx="150" ry="30" fill="${p.pattern}"/>`
  );
}

function openBox(p: Paint, contents: string): string {
  return (
    `<rect x="-270" y="-40" width="540" height="250" rx="8" fill="${p.main}"/>` +
    `<rect x="-250" y="-20" width="500" height="60" fill="${p.accent}" opacity="0.5"/>` +
    contents +
    `<rect x="-270" y="60" width="540" height="150" rx="8" fill="${p.main}"/>` +
    `<rect x="-20" y="60" width="40" height="150" fill="${p.pattern}"/>`
  );
}

function spiceMounds(p: Paint): string {
  const colours = ['#c0392b', '#e0a526', '#7a3420', p.pattern];
  return colours
    .map((c, i) => `<ellipse cx="${-190 + i * 127}" cy="40" rx="58" ry="42" fill="${c}"/>`)
    .join('');
}

function hammamItems(p: Paint): string {
  return (
    `<rect x="-230" y="-10" width="150" height="80" rx="16" fill="#5b3a1e"/>` +
    `<rect x="-50" y="-60" width="110" height="140" rx="40" fill="${p.pattern}"/>` +
    `<ellipse cx="180" cy="20" rx="80" ry="46" fill="${p.accent}"/>`
  );
}

function saffronTin(p: Paint): string {
  const threads = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${-210 + i * 10},${150 - (i % 3) * 8} q30,-18 60,${-10 + (i % 4) * 6}" fill="none" stroke="#a3161a" stroke-width="6" stroke-linecap="round"/>`,
  ).join('');
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (a) =>
        `<ellipse cx="0" cy="-45" rx="26" ry="55" fill="#7b4fa0" transform="translate(190,60) rotate(${a})"/>`,
    )
    .join('');
  return (
    `<rect x="-130" y="-130" width="260" height="250" rx="30" fill="${p.main}"/>` +
    `<rect x="-140" y="-160" width="280" height="60" rx="18" fill="${p.accent}"/>` +
    `<rect x="-90" y="-40" width="180" height="90" rx="10" fill="${p.pattern}"/>` +
    threads +
    petals +
    `<circle cx="190" cy="60" r="18" fill="#e8b92a"/>`
  );
}

export function drawObject(kind: ObjectKind, p: Paint): string {
  switch (kind) {
    case 'bowl':
      return bowl(p, false);
    case 'wood-bowl':
      return bowl(p, true);
    case 'board':
      return board(p);
    case 'napkins':
      return napkins(p);
    case 'fouta':
      return fouta(p);
    case 'jar':
      return jar(p, false);
    case 'lemon-jar':
      return jar(p, true);
    case 'teapot':
      return teapot(p);
    case 'spoons':
      return spoons(p);
    case 'mortar':
      return mortar(p);
    case 'tea-glasses':
      return teaGlasses(p);
    case 'incense-burner':
      return incenseBurner(p);
    case 'tea-gift-box': {
      const brass = { main: p.accent, pattern: '#8a6d14', accent: '#b08b1c' };
      const tea = { main: '#b9652b', pattern: p.pattern, accent: '#eef3ee' };
      const pot = `<g transform="translate(-110,-40)">${teapot(brass, 0.42)}</g>`;
      return openBox(p, pot + teaGlass(90, -20, 0.5, tea) + teaGlass(190, -20, 0.5, tea));
    }
    case 'spice-gift-box':
      return openBox(p, spiceMounds(p));
    case 'hammam-gift-box':
      return openBox(p, hammamItems(p));
    case 'saffron-tin':
      return saffronTin(p);
  }
}

export { teapot, teaGlass };
