import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { HELP_LINK_PAGES, SUPPORT_PAGES, type HelpLinkPath } from '../help-links';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { CONTACT_PLACEHOLDERS, siteContact, withContact } from '../site-contact';
import '../help.css';
import { HelpLink } from './help-link';
import { RichText } from './rich-text';

const TOPICS = ['/support/faq', ...SUPPORT_PAGES] as const satisfies readonly HelpLinkPath[];
const LEGAL = ['/policy', '/terms', '/refund-policy', '/unsubscribe'] as const satisfies readonly HelpLinkPath[];

/** /help: FAQ search, every help topic, tickets, service status, contact and legal pages. */
export function HelpHub() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('help');
  const title = tc('pages.help.title');
  usePageTitle(title);

  return (
    <section className="page help-page" aria-labelledby="help-title">
      <header className="help-header">
        <h1 id="help-title">{title}</h1>
        <p className="lead">{tc('pages.help.intro')}</p>
      </header>
      <FaqSearchForm />
      <HelpTopics />
      <ContactSection />
      <nav className="help-section" aria-labelledby="help-legal">
        <h2 id="help-legal">{t('hub.legalTitle')}</h2>
        <ul className="help-inline-list">
          {LEGAL.map((to) => (
            <li key={to}>
              <HelpLink to={to} />
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** Sends the words to the FAQ page, which filters its questions with them. */
function FaqSearchForm() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate({ to: '/support/faq', search: q ? { q } : {} });
  };
  return (
    <section className="help-section help-search" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('hub.searchTitle')}</h2>
      <form role="search" onSubmit={submit} className="faq-search">
        <label htmlFor={inputId}>{t('hub.searchLabel')}</label>
        <div className="faq-search__row">
          <input
            id={inputId}
            type="search"
            name="q"
            className="help-input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="help-button">
            {t('hub.searchButton')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Cards for the FAQ, each support article, tickets and the status page. */
function HelpTopics() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('help');
  return (
    <section className="help-section" aria-labelledby="help-topics">
      <h2 id="help-topics">{t('hub.topicsTitle')}</h2>
      <ul className="help-cards">
        {TOPICS.map((to) => (
          <li key={to} className="help-card">
            <h3>
              <HelpLink to={to} />
            </h3>
            <p>{tc(`pages.${HELP_LINK_PAGES[to]}.intro`)}</p>
          </li>
        ))}
        <li className="help-card">
          <h3>
            <HelpLink to="/dashboard/ticket" />
          </h3>
          <p>{t('hub.ticketText')}</p>
        </li>
        <li className="help-card">
          <h3>
            <Link to="/status">{t('status.title')}</Link>
          </h3>
          <p>{t('hub.statusText')}</p>
        </li>
      </ul>
    </section>
  );
}

/** Mail addresses and the company's address, each only when configured. */
function ContactSection() {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const contact = siteContact();
  const text = withContact(t('hub.contactText', CONTACT_PLACEHOLDERS), contact, intlLocale(language));
  return (
    <section className="help-section" aria-labelledby="help-contact">
      <h2 id="help-contact">{t('hub.contactTitle')}</h2>
      {text && (
        <p>
          <RichText text={text} />
        </p>
      )}
      <address className="help-address" data-testid="company-address">
        {[contact.company, ...contact.address].map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </address>
    </section>
  );
}
