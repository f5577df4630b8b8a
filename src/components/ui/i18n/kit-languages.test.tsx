import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { Pagination } from '@/components/ui/pagination';
import { Price } from '@/components/ui/price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { LoadingState } from '@/components/ui/loading-state';
import { STORAGE_KEYS } from '@/lib/constants';
import { LocaleContext } from '@/lib/i18n/locale';
import { CurrencyProvider } from '@/providers/currency-provider';
import { findText, renderRoute } from '@/testing/render-route';
import type { Locale } from '@rules/locales';

import { uiMessages } from '.';

async function inLanguage(locale: Locale, ui: React.ReactNode) {
  await uiMessages.load(locale);
  return render(
    <LocaleContext.Provider value={locale}>
      <CurrencyProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </CurrencyProvider>
    </LocaleContext.Provider>,
  );
}

describe('the shared kit in the page’s language', () => {
  afterEach(() => localStorage.clear());

  it('keeps English exactly as it was', async () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    await inLanguage(
      'en',
      <>
        <LoadingState />
        <Price amountMad={1234.5} />
      </>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText(/^€\d+\.\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('≈ 1,234.5 MAD')).toBeInTheDocument();
  });

  it('writes money, loading and the stepper in French', async () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    await inLanguage(
      'fr',
      <>
        <LoadingState />
        <Price amountMad={1234.5} />
        <QuantityStepper value={1} onChange={() => {}} label="Quantité de bols" />
        <Pagination page={2} pageCount={3} hrefFor={(n) => `?page=${n}`} label="Pages" />
      </>,
    );
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.getByText(/^≈ 1\s234,50\sMAD$/)).toBeInTheDocument();
    expect(screen.getByText(/^\d+,\d\d\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Précédente' })).toHaveAttribute('href', '/?page=1');
    expect(screen.getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('speaks Arabic, with MAD in Arabic', async () => {
    await inLanguage(
      'ar',
      <>
        <LoadingState />
        <Price amountMad={545} />
      </>,
    );
    expect(screen.getByText('جارٍ التحميل...')).toBeInTheDocument();
    expect(screen.getByText(/545/).textContent).toMatch(/د\.م\./);
  });

  it('shows the 404 screen in French and in Arabic', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderRoute('/fr/no-such-page');
    expect(await findText('Oups ! Page introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    unmount();
    renderRoute('/ar/no-such-page');
    expect(await findText('عذرًا! الصفحة غير موجودة')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });
});
