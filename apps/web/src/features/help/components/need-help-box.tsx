import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SITE_CONTACT } from '../site-contact';

/** The way out of every help page: a ticket (login first, if needed) or an e-mail. */
export function NeedHelpBox() {
  const { t } = useTranslation('help');
  return (
    <aside className="help-callout" aria-labelledby="need-help-title">
      <h2 id="need-help-title">{t('shared.needHelpTitle')}</h2>
      <p>{t('shared.needHelpText')}</p>
      <div className="help-callout__actions">
        <Link to="/dashboard/ticket" className="button">
          {t('shared.openTicket')}
        </Link>
        <a href={`mailto:${SITE_CONTACT.supportEmail}`}>{t('shared.emailUs', { email: SITE_CONTACT.supportEmail })}</a>
      </div>
    </aside>
  );
}
