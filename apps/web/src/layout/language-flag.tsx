import type { Language } from '@shop/contracts';
import de from 'country-flag-icons/3x2/DE.svg?no-inline';
import es from 'country-flag-icons/3x2/ES.svg?no-inline';
import fr from 'country-flag-icons/3x2/FR.svg?no-inline';
import gb from 'country-flag-icons/3x2/GB.svg?no-inline';
import it from 'country-flag-icons/3x2/IT.svg?no-inline';
import ru from 'country-flag-icons/3x2/RU.svg?no-inline';
import { GlobeIcon } from './shell-icons';

// Image files rather than SVG components: the header shows one flag at first paint, and the six
// components would ride in the start-up JavaScript for it.
const FLAGS = { de, en: gb, es, fr, it, ru } satisfies Record<Exclude<Language, 'sa'>, string>;

/**
 * The flag that stands for a language (English: the United Kingdom, as its pricing country).
 * Decorative: it always sits beside the language's name or code, which name the control.
 */
export function LanguageFlag({ language }: { language: Language }) {
  // `sa` is not in the picker (spec 2), so it gets a globe rather than a country's flag.
  if (language === 'sa') return <GlobeIcon aria-hidden="true" className="language-flag language-flag--globe" />;
  return <img src={FLAGS[language]} alt="" className="language-flag" width={24} height={16} />;
}
