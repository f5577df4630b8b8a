import { useMemo, type FormEvent } from 'react';

import { Button, ButtonLink } from '@/components/ui';
import { useLocale } from '@/lib/i18n/locale';
import { COUNTRIES } from '@rules/countries';
import { countryNameIn } from '@rules/country-name';
import { INTL_LOCALE } from '@rules/locales';

import type { RequiredField, ShippingForm } from '../shipping-form';
import { useCheckoutText } from '../i18n';
import { FormField, SelectField } from './form-field';

interface ShippingStepProps {
  form: ShippingForm;
  invalid: RequiredField[];
  onChange: (field: keyof ShippingForm, value: string) => void;
  onContinue: () => void;
}

/** Step 1: where the parcel goes. Validation runs on Continue (SPEC §5), not natively. */
export function ShippingStep({ form, invalid, onChange, onContinue }: ShippingStepProps) {
  const t = useCheckoutText();
  const intl = INTL_LOCALE[useLocale()];
  // Each country in the page's language (Intl.DisplayNames), in that language's alphabetical order.
  const countries = useMemo(() => {
    const named = COUNTRIES.map(([code]) => [code, countryNameIn(code, intl)] as const);
    return intl.startsWith('en') ? named : named.sort(([, a], [, b]) => a.localeCompare(b, intl));
  }, [intl]);
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
        {t('shipping.title')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('field.name')} autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <FormField label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
        <FormField
          label={t('field.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="06 12 34 56 78"
          {...field('phone')}
        />
        <FormField
          label={t('field.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('address')}
        />
        <FormField label={t('field.city')} autoComplete="address-level2" {...field('city')} />
        <FormField
          label={t('field.postalCode')}
          optional
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <SelectField
          label={t('field.country')}
          autoComplete="country"
          options={countries}
          note={t('shipping.unlisted')}
          className="sm:col-span-2"
          {...field('country')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <ButtonLink to="/cart" variant="ghost">
          {t('back')}
        </ButtonLink>
        <Button type="submit" size="lg">
          {t('toPayment')}
        </Button>
      </div>
    </form>
  );
}
