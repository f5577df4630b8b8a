/**
 * What each seeded product's picture shows: the kind of object and its colours, named in words so a
 * test can hold the alt texts of supabase/seed.sql to the drawing (tests/backend/generate-media.test.ts).
 */
import type { ObjectKind, Paint } from './objects';

export interface ProductArt {
  kind: ObjectKind;
  paint: Paint;
  /** Words every alt text of the product's main picture contains: the object and its colour. */
  words: string[];
}

const BRASS: Paint = { main: '#c9a227', pattern: '#8a6d14', accent: '#b08b1c' };
const OLIVE_WOOD: Paint = { main: '#b8895a', pattern: '#6e4a2b', accent: '#c79a6a' };

export const PRODUCT_ART: Record<string, ProductArt> = {
  'fes-blue-tea-bowl': {
    kind: 'bowl',
    paint: { main: '#2f5d9e', pattern: '#f4ead8', accent: '#f4ead8' },
    words: ['bowl', 'cobalt-blue'],
  },
  'safi-terracotta-bowl': {
    kind: 'bowl',
    paint: { main: '#b5542d', pattern: '#e0a526', accent: '#d9a441' },
    words: ['bowl', 'terracotta'],
  },
  'tamegroute-green-bowl': {
    kind: 'bowl',
    paint: { main: '#2e6b3a', pattern: '#17361d', accent: '#3f8a4d' },
    words: ['bowl', 'green'],
  },
  'amazigh-motif-vessel': {
    kind: 'bowl',
    paint: { main: '#efe2c8', pattern: '#1b1b22', accent: '#c9a96e' },
    words: ['bowl', 'cream'],
  },
  'rif-clay-mixing-bowl': {
    kind: 'bowl',
    paint: { main: '#a0522d', pattern: '#6b3219', accent: '#c77a4a' },
    words: ['bowl', 'red-brown'],
  },
  'atlas-olive-wood-bowl': { kind: 'wood-bowl', paint: OLIVE_WOOD, words: ['bowl', 'olive wood'] },
  'thuya-wood-serving-board': {
    kind: 'board',
    paint: { main: '#8a4b2a', pattern: '#4e2716', accent: '#efe6d6' },
    words: ['board', 'reddish-brown'],
  },
  'olive-wood-bread-board': {
    kind: 'board',
    paint: { ...OLIVE_WOOD, accent: '#efe6d6' },
    words: ['board', 'olive wood'],
  },
  'cedar-mezze-board': {
    kind: 'board',
    paint: { main: '#d4a86e', pattern: '#8a5a30', accent: '#efe6d6' },
    words: ['board', 'pale cedar'],
  },
  'fes-embroidered-napkins': {
    kind: 'napkins',
    paint: { main: '#f7f1e4', pattern: '#2f5d9e', accent: '#e8dcc4' },
    words: ['napkins', 'white', 'blue'],
  },
  'sabra-loom-napkins': {
    kind: 'napkins',
    paint: { main: '#2e6f73', pattern: '#e0a526', accent: '#24585b' },
    words: ['napkins', 'teal', 'gold'],
  },
  'berber-linen-napkins': {
    kind: 'napkins',
    paint: { main: '#d9c7a7', pattern: '#b5542d', accent: '#cbb58f' },
    words: ['napkins', 'linen', 'terracotta'],
  },
  'indigo-hammam-fouta': {
    kind: 'fouta',
    paint: { main: '#1f3a5f', pattern: '#f4ead8', accent: '#2f5d9e' },
    words: ['towel', 'indigo', 'white stripes'],
  },
  'fig-and-anise-jam': {
    kind: 'jar',
    paint: { main: '#5b2a4a', pattern: '#c9a2b8', accent: '#b5542d' },
    words: ['jar', 'purple'],
  },
  'bitter-orange-marmalade': {
    kind: 'jar',
    paint: { main: '#e07b26', pattern: '#f6c36a', accent: '#2e6f73' },
    words: ['jar', 'orange'],
  },
  'argan-amlou-spread': {
    kind: 'jar',
    paint: { main: '#8a5a2b', pattern: '#c9985a', accent: '#e0a526' },
    words: ['jar', 'brown'],
  },
  'beldi-preserved-lemons': {
    kind: 'lemon-jar',
    paint: { main: '#ead98f', pattern: '#e5b81f', accent: '#2f5d9e' },
    words: ['jar', 'lemon'],
  },
  'hammered-brass-teapot': { kind: 'teapot', paint: BRASS, words: ['teapot', 'brass'] },
  'olive-wood-spoon-set': { kind: 'spoons', paint: OLIVE_WOOD, words: ['spoons', 'olive wood'] },
  'brass-spice-mortar': { kind: 'mortar', paint: BRASS, words: ['mortar', 'brass'] },
  'beldi-tea-glasses': {
    kind: 'tea-glasses',
    paint: { main: '#b9652b', pattern: '#d4af37', accent: '#eef3ee' },
    words: ['glasses', 'gold'],
  },
  'brass-incense-burner': {
    kind: 'incense-burner',
    paint: { main: '#c9a227', pattern: '#8a6d14', accent: '#3b2a12' },
    words: ['incense burner', 'brass'],
  },
  'tea-ceremony-gift-set': {
    kind: 'tea-gift-box',
    paint: { main: '#1f3a5f', pattern: '#e0a526', accent: '#c9a227' },
    words: ['box', 'indigo', 'teapot'],
  },
  'spice-route-gift-box': {
    kind: 'spice-gift-box',
    paint: { main: '#7a3420', pattern: '#e0a526', accent: '#c77a4a' },
    words: ['box', 'spices'],
  },
  'hammam-ritual-set': {
    kind: 'hammam-gift-box',
    paint: { main: '#6fae8f', pattern: '#d9c7a7', accent: '#f4ead8' },
    words: ['box', 'mint-green', 'soap'],
  },
  'taliouine-saffron-tin': {
    kind: 'saffron-tin',
    paint: { main: '#c0392b', pattern: '#f4ead8', accent: '#d4af37' },
    words: ['tin', 'red', 'crocus'],
  },
};

/**
 * The point (in the object's own coordinates) the close-up view centres on: a bowl's painted band,
 * a board's grain, a jar's label.
 */
export const DETAIL_FOCUS: Record<ObjectKind, [number, number]> = {
  bowl: [0, 80],
  'wood-bowl': [0, 80],
  board: [-60, 0],
  napkins: [-40, -90],
  fouta: [0, 60],
  jar: [0, 50],
  'lemon-jar': [0, 40],
  teapot: [0, 60],
  spoons: [0, -140],
  mortar: [0, 0],
  'tea-glasses': [0, -60],
  'incense-burner': [-20, -60],
  'tea-gift-box': [0, 0],
  'spice-gift-box': [0, 30],
  'hammam-gift-box': [0, 10],
  'saffron-tin': [110, 60],
};
