import { act, render, screen } from '@testing-library/react';

import { clearToastsAfterEach, expectToast } from '@/testing/toasts';

import { toast } from './toast-store';
import { Toaster } from './toaster';

clearToastsAfterEach();

describe('Toaster', () => {
  it('draws nothing until the first toast, then loads the toast region and shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    act(() => void toast({ title: 'Added to your bag', description: 'Fes Blue Tea Bowl' }));
    await expectToast('Added to your bag', 'Fes Blue Tea Bowl');
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
