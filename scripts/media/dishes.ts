/**
 * The seeded recipes as flat drawings, centred on (0, 0) in a 900 x 600 box: the dish itself, so mint
 * tea shows a teapot and a glass with mint, a tagine its cone-lidded pot. `words` are what the recipe's
 * alt text in supabase/seed.sql must name (tests/backend/generate-media.test.ts).
 */
import { teaGlass, teapot } from './objects';

export interface DishArt {
  draw: () => string;
  ground: string;
  words: string[];
}

const plate = (rx: number, ry: number, fill = '#f4ead8', rim = '#2f5d9e') =>
  `<ellipse cx="0" cy="40" rx="${rx + 22}" ry="${ry + 14}" fill="${rim}"/><ellipse cx="0" cy="40" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

const leaf = (x: number, y: number, angle: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="34" ry="15" fill="#4f9a5a" transform="rotate(${angle} ${x} ${y})"/>`;

function mintTea(): string {
  const brass = { main: '#c9a227', pattern: '#8a6d14', accent: '#b08b1c' };
  const tea = { main: '#c27a2c', pattern: '#d4af37', accent: '#eef3ee' };
  return (
    `<g transform="translate(-150,0) scale(0.85)">${teapot(brass)}</g>` +
    teaGlass(200, 60, 0.9, tea) +
    leaf(280, -90, -30) +
    leaf(320, -60, 20) +
    leaf(250, -40, 60) +
    leaf(-380, 170, 10) +
    leaf(-330, 190, -40)
  );
}

function tagine(): string {
  return (
    `<ellipse cx="0" cy="140" rx="330" ry="60" fill="#7a3420"/>` +
    `<ellipse cx="0" cy="120" rx="300" ry="50" fill="#b5542d"/>` +
    `<path d="M-250,120 L-20,-220 L20,-220 L250,120 Z" fill="#b5542d"/>` +
    `<path d="M-180,20 L180,20 M-110,-80 L110,-80" stroke="#e0a526" stroke-width="14"/>` +
    `<circle cx="0" cy="-235" r="32" fill="#7a3420"/>` +
    `<ellipse cx="-300" cy="150" rx="40" ry="26" fill="#e5b81f"/><ellipse cx="300" cy="155" rx="24" ry="18" fill="#556b2f"/>`
  );
}

function couscous(): string {
  const carrots = [-120, 0, 120]
    .map(
      (x, i) =>
        `<rect x="${x - 18}" y="-130" width="36" height="190" rx="18" fill="#e07b26" transform="rotate(${(i - 1) * 25} ${x} 0)"/>`,
    )
    .join('');
  const courgette = [-200, 200]
    .map(
      (x) =>
        `<circle cx="${x}" cy="60" r="34" fill="#6a9a3a"/><circle cx="${x}" cy="60" r="22" fill="#d8e6a8"/>`,
    )
    .join('');
  const chickpeas = Array.from(
    { length: 10 },
    (_, i) => `<circle cx="${-170 + i * 38}" cy="${130 + (i % 2) * 14}" r="12" fill="#e3c07a"/>`,
  ).join('');
  return (
    plate(380, 170) +
    `<path d="M-300,100 C-250,-120 250,-120 300,100 Z" fill="#e8c766"/>` +
    carrots +
    courgette +
    chickpeas
  );
}

function harira(): string {
  const dates = [-330, -280, -230]
    .map((x) => `<ellipse cx="${x}" cy="170" rx="34" ry="20" fill="#5b3a1e"/>`)
    .join('');
  return (
    `<path d="M-250,-20 C-240,170 -120,220 0,220 C120,220 240,170 250,-20 Z" fill="#2f5d9e"/>` +
    `<ellipse cx="0" cy="-20" rx="250" ry="70" fill="#2f5d9e"/><ellipse cx="0" cy="-20" rx="225" ry="55" fill="#c8552b"/>` +
    `<circle cx="-60" cy="-25" r="10" fill="#e3c07a"/><circle cx="40" cy="-10" r="10" fill="#e3c07a"/><circle cx="90" cy="-35" r="9" fill="#e3c07a"/>` +
    `<path d="M-30,-40 l16,-10 M10,-30 l18,6" stroke="#4f9a5a" stroke-width="8" stroke-linecap="round"/>` +
    dates +
    `<path d="M260,190 A70,70 0 0 1 400,190 Z" fill="#e5d34a"/>`
  );
}

function zaalouk(): string {
  return (
    plate(300, 130, '#8b3a22', '#f4ead8') +
    `<path d="M-150,30 C-60,-10 60,80 150,30" fill="none" stroke="#d9b24a" stroke-width="12" stroke-linecap="round"/>` +
    leaf(0, 10, 10) +
    leaf(40, 30, -30) +
    `<path d="M230,-200 L400,-120 L260,-40 Z" fill="#d9a75a"/>`
  );
}

function msemen(): string {
  return [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="-190" y="${-30 - i * 45}" width="380" height="260" rx="24" fill="${i % 2 ? '#d9a441' : '#e8bb5c'}" stroke="#a8702a" stroke-width="6" transform="rotate(${(i % 2 ? 4 : -3) * (i + 1)} 0 ${100 - i * 45}) scale(1 0.45) translate(0 ${150 - i * 40})"/>`,
    )
    .join('');
}

function orangeSalad(): string {
  const slice = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="78" fill="#f08a24"/><circle cx="${x}" cy="${y}" r="66" fill="#f6b24a"/>` +
    [0, 45, 90, 135]
      .map(
        (a) =>
          `<line x1="${x}" y1="${y - 64}" x2="${x}" y2="${y + 64}" stroke="#f08a24" stroke-width="4" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('');
  const cinnamon = Array.from(
    { length: 18 },
    (_, i) => `<circle cx="${-230 + ((i * 53) % 460)}" cy="${-40 + ((i * 37) % 150)}" r="5" fill="#7a3420"/>`,
  ).join('');
  return (
    plate(330, 150) +
    slice(-160, 30) +
    slice(0, 60) +
    slice(160, 30) +
    cinnamon +
    leaf(-40, -60, 20) +
    leaf(20, -70, -25)
  );
}

function pastilla(): string {
  const lattice = [-150, -75, 0, 75, 150]
    .map(
      (o) =>
        `<line x1="${o - 120}" y1="-60" x2="${o + 120}" y2="160" stroke="#7a3420" stroke-width="8"/><line x1="${o + 120}" y1="-60" x2="${o - 120}" y2="160" stroke="#7a3420" stroke-width="8"/>`,
    )
    .join('');
  return (
    plate(360, 160) +
    `<clipPath id="pie"><ellipse cx="0" cy="50" rx="260" ry="110"/></clipPath>` +
    `<ellipse cx="0" cy="60" rx="270" ry="118" fill="#b9772e"/><ellipse cx="0" cy="50" rx="260" ry="110" fill="#f3eee4"/>` +
    `<g clip-path="url(#pie)">${lattice}</g>`
  );
}

export const DISH_ART: Record<string, DishArt> = {
  'moroccan-mint-tea': { draw: mintTea, ground: '#dfe9dc', words: ['teapot', 'glass', 'mint'] },
  'chicken-tagine-with-preserved-lemon-and-olives': {
    draw: tagine,
    ground: '#efe0c8',
    words: ['tagine', 'lemon', 'olive'],
  },
  'seven-vegetable-couscous': { draw: couscous, ground: '#e6efe0', words: ['couscous', 'carrots'] },
  harira: { draw: harira, ground: '#efe3d3', words: ['soup', 'dates', 'lemon'] },
  zaalouk: { draw: zaalouk, ground: '#eadfce', words: ['aubergine', 'bread'] },
  msemen: { draw: msemen, ground: '#f1e6d2', words: ['flatbreads', 'square'] },
  'orange-and-cinnamon-salad': { draw: orangeSalad, ground: '#f5ecdf', words: ['orange', 'cinnamon'] },
  'chicken-pastilla': { draw: pastilla, ground: '#efe6d6', words: ['pie', 'sugar', 'cinnamon'] },
};
