import { createContext, useContext } from 'react';

import type { AppHistory } from './app-history';

export const AppHistoryContext = createContext<AppHistory | null>(null);

/** The history the app's router follows (HistoryRouter); null under another router (the prerender's). */
export const useAppHistory = () => useContext(AppHistoryContext);
