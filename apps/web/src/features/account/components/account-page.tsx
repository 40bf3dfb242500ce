import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../../locales/en/common.json';
import { usePageTitle } from '../../../components/use-page-title';
import { usesTestCaptcha } from '../captcha';
import '../account.css';

type PageKey = keyof (typeof en)['pages'];

interface AccountPageProps {
  page: PageKey;
  /** The intro line under the heading; the common one of the page unless given. */
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** Heading, intro and content of an account screen; the tab title follows the heading. */
export function AccountPage({ page, intro, wide = false, children }: AccountPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  const headingId = `account-${page}-title`;
  return (
    <section
      className={`page account-page${wide ? ' account-page--wide' : ''}`}
      aria-labelledby={headingId}
      data-testid={`account-${page}`}
    >
      <h1 id={headingId}>{title}</h1>
      <p className="lead">{intro ?? t(`pages.${page}.intro`)}</p>
      {children}
    </section>
  );
}

/** Says that the form sends the development test token instead of a real verification. */
export function CaptchaNote() {
  const { t } = useTranslation('account');
  if (!usesTestCaptcha()) return null;
  return (
    <p className="account-captcha-note" data-testid="captcha-test-note">
      {t('captcha.testNote')}
    </p>
  );
}
