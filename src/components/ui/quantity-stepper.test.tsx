import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { QuantityStepper } from './quantity-stepper';

function Stepper({ max, maxNote }: { max?: number; maxNote?: string }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper value={value} onChange={setValue} label="Quantity of Bowl" max={max} maxNote={maxNote} />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('QuantityStepper', () => {
  it('takes a typed quantity on Enter', async () => {
    render(<Stepper max={10} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '7{Enter}');
    expect(field()).toHaveValue('7');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field()).toHaveValue('8');
  });

  it('brings a typed quantity down to the maximum when the field is left, and says why', async () => {
    render(<Stepper max={2} maxNote="Only 2 left, so the quantity is 2." />);
    await userEvent.clear(field());
    await userEvent.type(field(), '12');
    await userEvent.tab();
    expect(field()).toHaveValue('2');
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 left, so the quantity is 2.');
    expect(field()).toHaveAccessibleDescription('Only 2 left, so the quantity is 2.');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('keeps at least one, ignores letters and restores an emptied field', async () => {
    render(<Stepper max={10} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '0{Enter}');
    expect(field()).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('The quantity is at least 1.');
    await userEvent.clear(field());
    await userEvent.type(field(), 'a3b{Enter}');
    expect(field()).toHaveValue('3');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.clear(field());
    await userEvent.tab();
    expect(field()).toHaveValue('3');
  });
});
