import { whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it.each([
    ['0612345678', 'https://wa.me/212612345678'],
    ['06 12 34 56 78', 'https://wa.me/212612345678'],
    ['+212 612-345-678', 'https://wa.me/212612345678'],
    ['00212612345678', 'https://wa.me/212612345678'],
    ['+33 6 12 34 56 78', 'https://wa.me/33612345678'],
  ])('turns %s into %s', (phone, link) => {
    expect(whatsappLink(phone)).toBe(link);
  });

  it('gives no link when there is no usable number', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink('call me')).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });
});
