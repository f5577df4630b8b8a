import type { FormEvent } from 'react';

import { Button, ButtonLink } from '@/components/ui';

import type { RequiredField, ShippingForm } from '../shipping-form';
import { FormField } from './form-field';

interface ShippingStepProps {
  form: ShippingForm;
  invalid: RequiredField[];
  onChange: (field: keyof ShippingForm, value: string) => void;
  onContinue: () => void;
}

/** Step 1: where the parcel goes. Validation runs on Continue (SPEC §5), not natively. */
export function ShippingStep({ form, invalid, onChange, onContinue }: ShippingStepProps) {
  const field = (name: keyof ShippingForm) => ({
    id: `shipping-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    invalid: (invalid as string[]).includes(name),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onContinue();
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="shipping-title" className="space-y-6">
      <h2 id="shipping-title" className="text-2xl font-light text-ink">
        Shipping details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full name" autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+212 6XX XXX XXX"
          {...field('phone')}
        />
        <FormField
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('address')}
        />
        <FormField label="City" autoComplete="address-level2" {...field('city')} />
        <FormField label="Postal code" optional autoComplete="postal-code" {...field('postalCode')} />
        <FormField
          label="Country"
          optional
          autoComplete="country-name"
          className="sm:col-span-2"
          {...field('country')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <ButtonLink to="/cart" variant="ghost">
          ← Back
        </ButtonLink>
        <Button type="submit" size="lg">
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
