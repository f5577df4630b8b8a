/** The about page's words (SPEC §1: the audiences and the three-part ethos). */
export const ETHOS = [
  {
    title: 'Guardianship, not extraction',
    body: 'We work with makers, not around them. Every piece is bought at a price its maker sets, credited by name where they wish, and sold with the story of where it came from. We take only what a craft can give and still flourish.',
  },
  {
    title: 'Mysticism, not performance',
    body: 'The rituals we write about are lived, not staged. We describe the tea, the hammam and the Friday couscous as families keep them, without the souvenir gloss, and leave their quiet meaning intact.',
  },
  {
    title: 'Usefulness, not clutter',
    body: 'A bowl should be eaten from, a blanket slept under, a tagine blackened by use. We choose objects that earn their place in a home and will be handed on, never things made only to be photographed.',
  },
] as const;

export const AUDIENCES = [
  { name: 'Travellers', note: 'who want to bring home the workshop, not the souk stall.' },
  { name: 'Hosts and riads', note: 'furnishing rooms and tables that feel rooted in place.' },
  { name: 'The diaspora', note: 'keeping a grandmother’s recipes and rituals close, far from home.' },
  { name: 'Scholars', note: 'of craft, pattern and Moroccan material culture.' },
  { name: 'Artists', note: 'drawn to zellij geometry, glaze and weave.' },
  { name: 'Wanderers', note: 'who simply love beautiful, useful things and the stories behind them.' },
] as const;
