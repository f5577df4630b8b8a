import { BackOfficeScreen } from '../components/back-office-screen';
import { ReviewModeration } from '../components/review-moderation';
import { useOwnerText } from '../i18n';

/** /owner/reviews: the customers' reviews waiting to be read, published or rejected, and answered. */
export default function ReviewsPage() {
  const t = useOwnerText();
  return (
    <BackOfficeScreen title={t('office.reviews')}>
      <ReviewModeration />
    </BackOfficeScreen>
  );
}
