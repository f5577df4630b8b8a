import { seoTitleFor } from './page-title';

describe('seoTitleFor', () => {
  it('prefers the SEO title without a typed site-name suffix', () => {
    expect(seoTitleFor({ title: 'Atay', seo_title: 'Atay: The Three Glasses | Zellij' })).toBe(
      'Atay: The Three Glasses',
    );
    expect(seoTitleFor({ title: 'Atay', seo_title: 'Mint tea — zellij' })).toBe('Mint tea');
    expect(seoTitleFor({ title: 'Atay', seo_title: 'Zellij tiles explained' })).toBe(
      'Zellij tiles explained',
    );
  });

  it('falls back to the title', () => {
    expect(seoTitleFor({ title: 'Atay', seo_title: null })).toBe('Atay');
    expect(seoTitleFor({ title: 'Atay', seo_title: ' | Zellij' })).toBe('Atay');
  });
});
