/** The shop's tabs behave as the WAI-ARIA tabs pattern says, for mouse, keyboard and screen readers. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as Tabs from './tabs';

function renderTabs() {
  render(
    <Tabs.Root defaultValue="care">
      <Tabs.List aria-label="About this piece">
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="care">Care</Tabs.Trigger>
        <Tabs.Trigger value="shipping">Shipping</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">Hand-thrown in Fes.</Tabs.Content>
      <Tabs.Content value="care">Hand wash only.</Tabs.Content>
      <Tabs.Content value="shipping">Wrapped by hand.</Tabs.Content>
    </Tabs.Root>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the list, selects the default tab and labels its panel with it', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'About this piece' })).toBeInTheDocument();
    expect(tab('Care')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Care')).toHaveAttribute('data-state', 'active');
    expect(tab('Details')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Care' });
    expect(panel).toHaveTextContent('Hand wash only.');
    expect(tab('Care')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('shows a tab’s panel when it is clicked', async () => {
    renderTabs();
    await userEvent.click(tab('Shipping'));
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Wrapped by hand.');
  });

  it('keeps one tab in the tab order and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(tab('Care')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Shipping')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Wrapped by hand.');
    await user.keyboard('{ArrowRight}');
    expect(tab('Details')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Shipping')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel, not for the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
