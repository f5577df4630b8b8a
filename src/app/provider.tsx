import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { CartProvider } from '@/features/cart';
import { SubscriptionCheck } from '@/features/premium';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/providers/auth-provider';
import { CurrencyProvider } from '@/providers/currency-provider';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (retry off, fresh cache). */
  queryClient?: QueryClient;
}

/**
 * ErrorBoundary > QueryClient > Auth > Currency > Cart > Toasts (STYLE.md). Head tags need no provider:
 * React 19 hoists a screen's <title>, <meta> and <link> itself (components/seo/page-head.tsx).
 */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <SubscriptionCheck />
          <CurrencyProvider>
            <CartProvider>
              {children}
              <Toaster />
            </CartProvider>
          </CurrencyProvider>
        </AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
