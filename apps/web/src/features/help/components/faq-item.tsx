import { useTranslation } from 'react-i18next';
import type { HelpLinkPath } from '../help-links';
import { HelpLink } from './help-link';

export interface FaqItemProps {
  id: string;
  question: string;
  answer: string;
  link?: HelpLinkPath;
  open: boolean;
  onToggle: (id: string) => void;
}

/** One accordion entry: the question is a button that shows or hides the answer region. */
export function FaqItem({ id, question, answer, link, open, onToggle }: FaqItemProps) {
  const { t } = useTranslation('help');
  const buttonId = `faq-${id}-question`;
  const panelId = `faq-${id}-answer`;
  return (
    <div className={open ? 'faq-item faq-item--open' : 'faq-item'}>
      <h3 className="faq-item__heading">
        <button
          type="button"
          id={buttonId}
          className="faq-item__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
        >
          <span>{question}</span>
          <span className="faq-item__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-item__answer" hidden={!open}>
        <p>{answer}</p>
        {link && (
          <p className="faq-item__link">
            {t('shared.seeAlso')} <HelpLink to={link} />
          </p>
        )}
      </div>
    </div>
  );
}
