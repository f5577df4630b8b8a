import { BackOfficeScreen } from '../components/back-office-screen';
import { PromotionList } from '../components/promotion-list';
import { useOwnerText } from '../i18n';

/** /owner/promotions: the codes and automatic offers, how they stand and what they gave away. */
export default function PromotionsPage() {
  const t = useOwnerText();
  return (
    <BackOfficeScreen title={t('office.promotions')}>
      <PromotionList />
    </BackOfficeScreen>
  );
}
