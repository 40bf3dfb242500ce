import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Overview } from '../api';

interface Step {
  key: 'pairDevice' | 'buyLicence' | 'buyPass';
  done: boolean;
  link: LinkProps;
}

/** A new account's three steps (pair a device, buy a licence, buy a pass), shown until all are done. */
export function FirstSteps({ steps }: { steps: Overview['firstSteps'] }) {
  const { t } = useTranslation('dashboard');
  const list: Step[] = [
    { key: 'pairDevice', done: steps.pairedDevice, link: { to: '/dashboard/player/devices' } },
    { key: 'buyLicence', done: steps.licence, link: { to: '/player/active-licence' } },
    { key: 'buyPass', done: steps.pass, link: { to: '/dashboard/pass/passNew' } },
  ];
  if (list.every((step) => step.done)) return null;
  return (
    <section className="home-steps" aria-labelledby="home-steps-title" data-testid="first-steps">
      <h2 id="home-steps-title">{t('firstSteps.title')}</h2>
      <p>{t('firstSteps.intro')}</p>
      <ol>
        {list.map((step) => (
          <li key={step.key} className={step.done ? 'home-step home-step--done' : 'home-step'} data-testid="first-step">
            <span className="home-step__mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span className="home-step__text">
              {step.done ? (
                <span className="home-step__title">{t(`firstSteps.${step.key}`)}</span>
              ) : (
                <Link {...step.link} className="home-step__title">
                  {t(`firstSteps.${step.key}`)}
                </Link>
              )}
              <span className="home-step__hint">{t(`firstSteps.${step.key}Hint`)}</span>
            </span>
            <span className="home-step__state">{step.done ? t('firstSteps.done') : t('firstSteps.todo')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
