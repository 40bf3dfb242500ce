import { describe, expect, it } from 'vitest';
import { countQuestions, filterFaq, normaliseForSearch, type FaqSection } from './faq-filter';

const sections: FaqSection[] = [
  {
    id: 'player',
    title: 'NOVA Player',
    questions: [
      { id: 'code', question: 'Where do I find my code?', answer: 'The start screen shows a 6-character code.' },
      { id: 'trial', question: 'Can I try it?', answer: 'Yes, for 7 days.' },
    ],
  },
  {
    id: 'payments',
    title: 'Payments and refunds',
    questions: [{ id: 'refund', question: '¿Puedo obtener un reembolso?', answer: 'Sí, en 14 días.' }],
  },
];

describe('filterFaq', () => {
  it('keeps every section for an empty or blank query', () => {
    expect(filterFaq(sections, '')).toEqual(sections);
    expect(filterFaq(sections, '   ')).toEqual(sections);
  });

  it('matches the question or the answer, ignoring case', () => {
    expect(filterFaq(sections, 'CODE').map((s) => s.questions.map((q) => q.id))).toEqual([['code']]);
    expect(filterFaq(sections, '7 days').map((s) => s.questions.map((q) => q.id))).toEqual([['trial']]);
  });

  it('needs every word, in any order', () => {
    expect(countQuestions(filterFaq(sections, 'screen code'))).toBe(1);
    expect(countQuestions(filterFaq(sections, 'code refund'))).toBe(0);
  });

  it('ignores accents on both sides', () => {
    expect(filterFaq(sections, 'reembolsó')[0]?.questions[0]?.id).toBe('refund');
    expect(filterFaq(sections, 'si')[0]?.id).toBe('payments');
  });

  it('finds every question of a section by its title', () => {
    expect(countQuestions(filterFaq(sections, 'nova player'))).toBe(2);
  });

  it('drops sections left without questions', () => {
    expect(filterFaq(sections, 'reembolso').map((s) => s.id)).toEqual(['payments']);
    expect(filterFaq(sections, 'nothing like this')).toEqual([]);
  });
});

describe('normaliseForSearch', () => {
  it('lower-cases and strips combining marks, also in Arabic and Russian', () => {
    expect(normaliseForSearch('Café ÉTÉ')).toBe('cafe ete');
    expect(normaliseForSearch('كَلِمة')).toBe('كلمة');
    expect(normaliseForSearch('Пароль')).toBe('пароль');
  });
});
