import { hasRtl, visualRuns } from './bidi';

/** Runs as compact strings: «text» for right-to-left ones, as fontkit will receive them. */
const show = (line: string, rtlDocument: boolean) =>
  visualRuns(line, rtlDocument).map((run) => (run.rtl ? `«${run.text}»` : run.text));

describe('visualRuns', () => {
  it('leaves a left-to-right line alone', () => {
    expect(show('VPN pass, 12 months', false)).toEqual(['VPN pass, 12 months']);
    expect(show('Anna Rossi', true)).toEqual(['Anna Rossi']);
  });

  it('keeps a Latin line whole on an Arabic invoice, its last full stop included', () => {
    // By its first letter the line is left to right (as dir="auto"), so the "." stays at its end.
    expect(show('NOVA Media S.r.l.', true)).toEqual(['NOVA Media S.r.l.']);
  });

  it('orders the Latin words and numbers of an Arabic line from right to left', () => {
    expect(show('تصريح VPN لمدة 12 شهرًا', true)).toEqual(['« شهرًا»', '12', '« لمدة »', 'VPN', '«تصريح »']);
  });

  it('keeps a percent sign with its number', () => {
    expect(show('منها ضريبة القيمة المضافة 22%', true)).toEqual(['22%', '«منها ضريبة القيمة المضافة »']);
  });

  it('puts the currency sign of an amount where Arabic readers have it, and drops direction marks', () => {
    expect(show('\u200f1,234.50 €', true)).toEqual(['«€ »', '1,234.50']);
    expect(show('1,234.50 €', false)).toEqual(['1,234.50 €']);
    // Intl writes a negative Arabic amount with a left-to-right mark that keeps the minus on the number.
    expect(show('\u200f\u200e-5.00 €', true)).toEqual(['«€ »', '-5.00']);
  });

  it('keeps a date in digits and words in reading order', () => {
    expect(show('25 نوفمبر 2026', true)).toEqual(['2026', '« نوفمبر »', '25']);
  });

  it('mirrors brackets inside right-to-left text', () => {
    expect(show('الطلب (P-abc)', true)).toEqual(['«(»', 'P-abc', '«الطلب )»']);
  });

  it('places an Arabic name inside a Latin line', () => {
    expect(show('Name: محمد علي, Roma', false)).toEqual(['Name: ', '«محمد علي»', ', Roma']);
    // A number after Arabic text belongs to it: it goes to the left of the Arabic words.
    expect(show('Name: محمد 12', false)).toEqual(['Name: ', '12', '«محمد »']);
  });

  it('reads numbers with their separators as numbers, each placed right to left in an Arabic line', () => {
    expect(show('فاتورة 2026-000042 · 1/1', true)).toEqual(['1/1', '« · »', '2026-000042', '«فاتورة »']);
    // French and Russian amounts group digits with narrow no-break spaces.
    expect(show('المبلغ 1\u202f234,50', true)).toEqual(['1\u202f234,50', '«المبلغ »']);
  });
});

describe('hasRtl', () => {
  it('finds Arabic letters only', () => {
    expect(hasRtl('فاتورة')).toBe(true);
    expect(hasRtl('Счёт 2026-000042')).toBe(false);
    expect(hasRtl('\u200f12.50 €')).toBe(false);
  });
});
