import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../../../scripts/i18n/messages-plugin';

import { defineCatalogue, type CompiledMessages } from './catalogue';
import { LocaleContext } from './locale';
import { useMessages } from './use-messages';

const compiled = (messages: Record<string, string>) =>
  compileCatalogue(JSON.stringify(messages), 'test.json') as CompiledMessages;

const french = (messages: Record<string, string>) => async () => ({ default: compiled(messages) });

// Two parts of the page may each have a message called 'count' with other arguments (the header's
// search and the search page did): each must be formatted as written in its own catalogue.
const menu = defineCatalogue<{ count: string }>(compiled({ count: '{count, plural, one {# piece} other {# pieces}}' }), {
  fr: french({ count: '{count, plural, one {# pièce} other {# pièces}}' }),
  ar: french({ count: '{count, number}' }),
});
const results = defineCatalogue<{ count: string }>(compiled({ count: '{total, number} results' }), {
  fr: french({ count: '{total, number} résultats' }),
  ar: french({ count: '{total, number}' }),
});

function Counts() {
  const fromMenu = useMessages(menu);
  const fromResults = useMessages(results);
  return (
    <p>
      {fromMenu('count', { count: 2 })} / {fromResults('count', { total: 1234 })}
    </p>
  );
}

describe('useMessages', () => {
  it('formats the same id from two catalogues each with its own message and arguments', async () => {
    const { unmount } = render(<Counts />);
    expect(screen.getByText('2 pieces / 1,234 results')).toBeTruthy();
    unmount();

    await Promise.all([menu.load('fr'), results.load('fr')]);
    render(
      <LocaleContext.Provider value="fr">
        <Counts />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('2 pièces / 1 234 résultats')).toBeTruthy();
  });
});
