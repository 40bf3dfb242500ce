import { describe, expect, it } from 'vitest';
import { draftsOf, filledTexts, newsProblems, textProblems } from './api';

// The forms refuse what the server refuses (apps/api/src/admin/notices/notices.dto.ts), and say why.

describe('the texts of a notice', () => {
  it('need English (the fallback); other languages are optional', () => {
    expect(textProblems(draftsOf({ it: 'Manutenzione' }), 500)).toEqual({ en: 'required' });
    expect(textProblems(draftsOf({ en: '   ', it: 'x' }), 500)).toEqual({ en: 'required' });
    expect(textProblems(draftsOf({ en: 'Maintenance' }), 500)).toEqual({});
  });

  it('are at most so many characters, counted as a person counts them', () => {
    expect(textProblems(draftsOf({ en: 'x'.repeat(501) }), 500)).toEqual({ en: 'tooLong' });
    // 500 emoji are 1000 UTF-16 units, and 500 characters.
    expect(textProblems(draftsOf({ en: '🛠'.repeat(500) }), 500)).toEqual({});
  });

  it('are sent without the blank languages', () => {
    expect(filledTexts(draftsOf({ en: 'Maintenance', de: ' ', it: 'Manutenzione' }))).toEqual({
      en: 'Maintenance',
      it: 'Manutenzione',
    });
  });
});

describe('a news entry', () => {
  const titles = draftsOf({ en: 'Summer sale', de: 'Sommerangebot' });
  const bodies = draftsOf({ en: 'Ten percent off.', de: 'Zehn Prozent Rabatt.' });

  it('is valid with a slug and the same languages in its titles and texts', () => {
    expect(newsProblems('summer-sale', titles, bodies)).toEqual({ titles: {}, bodies: {} });
  });

  it('needs a slug of lower-case words joined by single hyphens', () => {
    expect(newsProblems('', titles, bodies).slug).toBe('required');
    for (const slug of ['Summer', 'summer--sale', '-summer', 'summer sale', 'sommer_angebot']) {
      expect(newsProblems(slug, titles, bodies).slug, slug).toBe('pattern');
    }
    expect(newsProblems('a'.repeat(81), titles, bodies).slug).toBe('tooLong');
  });

  it('refuses a title without its text and a text without its title', () => {
    const problems = newsProblems(
      'summer-sale',
      draftsOf({ en: 'Summer', it: 'Estate' }),
      draftsOf({ en: 'x', fr: 'y' }),
    );
    expect(problems.bodies).toEqual({ it: 'unpaired' });
    expect(problems.titles).toEqual({ fr: 'unpaired' });
  });
});
