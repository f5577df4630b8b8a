import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('counts the words of the text, not the markup', () => {
    const paragraph = `<p class="lede">${'word '.repeat(220)}</p>`;
    expect(readingMinutes(paragraph)).toBe(1);
    expect(readingMinutes(paragraph + '<p>one more</p>')).toBe(2);
    expect(readingMinutes(`<h2>T</h2>${'<p>a b c d e f g h i j</p>'.repeat(66)}`)).toBe(4);
  });

  it('is at least one minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('<p> &nbsp; </p>')).toBe(1);
  });
});
