import { useCallback } from 'react';

import { useSizeText } from './i18n/sizes';
import { variantText } from './variant-text';

/** variantText in the page's language: "Taille : Petit 15 cm" on /fr. */
export function useVariantText() {
  const t = useSizeText();
  return useCallback(
    (variant: Record<string, unknown> | null | undefined) =>
      variantText(variant, (size) => t('size', { size: t(`size.${size}`) })),
    [t],
  );
}
