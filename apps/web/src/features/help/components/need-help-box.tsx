import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { siteContact } from '../site-contact';

/** The way out of every help page: a ticket (login first, if needed) or an e-mail. */
export function NeedHelpBox() {
  const { t } = useTranslation('help');
  const { supportEmail } = siteContact();
  return (
    <aside className="help-callout" aria-labelledby="need-help-title">
      <h2 id="need-help-title">{t('shared.needHelpTitle')}</h2>
      <p>{t('shared.needHelpText')}</p>
      <div className="help-callout__actions">
        <Link to="/dashboard/ticket" className="button">
          {t('shared.openTicket')}
        </Link>
        {supportEmail && <a href={`mailto:${supportEmail}`}>{t('shared.emailUs', { email: supportEmail })}</a>}
      </div>
    </aside>
  );
}
