export const HONEYPOT_NAME = 'website';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) but that form-filling bots complete. Protects the form without a third-party CAPTCHA.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input id="contact-website" name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
