import { safeRedirect } from './safe-redirect';

const origin = 'https://zellij.example';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/saved', origin)).toBe('/saved');
    expect(safeRedirect('/recipes?tag=tea#top', origin)).toBe('/recipes?tag=tea#top');
  });

  it('falls back to / for anything off-site or odd', () => {
    for (const target of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'saved',
    ]) {
      expect(safeRedirect(target, origin)).toBe('/');
    }
  });

  it('does not send the reader back to the sign-in page', () => {
    expect(safeRedirect('/auth?redirect=/saved', origin)).toBe('/');
  });
});
