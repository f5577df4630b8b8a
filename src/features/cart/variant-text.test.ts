import { variantText } from './variant-text';

describe('variantText', () => {
  it('spells sizes with their measure and sorts options by name', () => {
    expect(variantText({ size: 'small' })).toBe('Size: Small 15cm');
    expect(variantText({ size: 'large', colour: 'indigo' })).toBe('Colour: Indigo · Size: Large 22cm');
  });

  it('is empty without options', () => {
    expect(variantText({})).toBe('');
    expect(variantText(null)).toBe('');
  });
});
