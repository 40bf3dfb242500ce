import type { Language } from '@shop/contracts';
import { draftInvoicePdf, renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { pdfFontNames, pdfText, pdfTextRuns } from './pdf-text.spec-support';

const SAMPLE: InvoiceDocument = {
  language: 'en',
  number: '2026-000042',
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  purchaseId: 'P-3kq8ZkP1rQ2m7hX9tB4yWg',
  currency: 'EUR',
  seller: { name: 'NOVA Media S.r.l.', addressLines: ['Via Roma 1', '20121 Milano MI'], vatId: 'IT01234567890' },
  buyer: ['Anna Rossi', 'Via Verdi 5', '00100 Roma'],
  items: [
    { productName: 'VPN-TWELVE-MONTHS', quantity: 2, unitPriceCents: 3999 },
    { productName: 'VIDEO-PLAYER-ANDROID-LIFETIME', quantity: 1, unitPriceCents: 999 },
  ],
  discountCents: 500,
  shippingCents: 990,
  // 2 × 39.99 + 9.99 - 5.00 + 9.90; of which VAT 22 %: 94.87 × 22 / 122 = 17.1077 -> 17.11
  totalCents: 9487,
  vatRatePercent: 22,
};

const BUYERS: Record<string, string[]> = {
  de: ['Jonas Weber', 'Hauptstraße 3', '10115 Berlin'],
  ru: ['Иван Петров', 'ул. Ленина 5', 'Москва'],
  sa: ['محمد العلي', 'شارع الملك فهد 12', 'الرياض'],
};

/** Uncompressed, so a reader (and a person) can follow the content streams. */
const render = (language: Language, change: Partial<InvoiceDocument> = {}) =>
  renderInvoicePdf({ ...SAMPLE, language, buyer: BUYERS[language] ?? SAMPLE.buyer, ...change }, { compress: false });
/** ICU writes no-break spaces in amounts and dates; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('renderInvoicePdf', () => {
  it.each([
    [
      'en',
      [
        'Invoice',
        'Invoice number',
        'November 25, 2026',
        'Anna Rossi',
        'VPN pass, 12 months',
        'Lifetime player licence (Android)',
        '€39.99',
        '€79.98',
        '-€5.00',
        '€9.90',
        'Total',
        '€94.87',
        'of which VAT 22 %',
        '€17.11',
      ],
    ],
    [
      'de',
      [
        'Rechnung',
        'Rechnungsdatum',
        '25. November 2026',
        'Jonas Weber',
        'VPN-Pass, 12 Monate',
        'Lebenslange Player-Lizenz (Android)',
        '79,98 €',
        '-5,00 €',
        'Gesamtbetrag',
        '94,87 €',
        'darin enthaltene USt. 22 %',
        '17,11 €',
      ],
    ],
    [
      'ru',
      [
        'Счёт',
        'Номер счёта',
        '25 ноября 2026 г.',
        'Иван Петров',
        'VPN-пропуск, 12 месяцев',
        'Бессрочная лицензия плеера (Android)',
        '79,98 €',
        'Итого',
        '94,87 €',
        'в т. ч. НДС 22 %',
        '17,11 €',
      ],
    ],
  ] as const)('writes the %s invoice: number, buyer, items, totals and the VAT in them', async (language, expected) => {
    const pdf = await render(language);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = plain(pdfText(pdf)).split('\n');
    for (const text of [
      ...expected,
      '2026-000042',
      'P-3kq8ZkP1rQ2m7hX9tB4yWg',
      'NOVA Media S.r.l.',
      'Via Roma 1',
      'IT01234567890',
      'VPN-TWELVE-MONTHS',
      'VIDEO-PLAYER-ANDROID-LIFETIME',
    ]) {
      expect(lines.some((line) => line.includes(text))).toBe(true);
    }
  });

  it('writes the Arabic invoice right to left, with its Latin words and numbers in reading order', async () => {
    const pdf = await render('sa');
    const runs = pdfTextRuns(pdf).map((run) => ({ ...run, text: plain(run.text) }));
    const texts = runs.map((run) => run.text);
    for (const text of [
      'فاتورة',
      'رقم الفاتورة',
      '2026-000042',
      'محمد العلي',
      'الإجمالي',
      '94.87',
      'VPN-TWELVE-MONTHS',
      '17.11',
    ]) {
      expect(texts.some((t) => t.includes(text))).toBe(true);
    }
    // "تصريح VPN لمدة 12 شهرًا" is drawn from the left: its last word first.
    const pass = texts.indexOf('تصريح ');
    expect(texts.slice(pass - 4, pass + 1)).toEqual([' شهرًا', '12', ' لمدة ', 'VPN', 'تصريح ']);
    // The VAT line: the rate to the left of its words.
    const vat = texts.indexOf('منها ضريبة القيمة المضافة ');
    expect(texts[vat - 1]).toBe('22%');
    // Mirrored: the title on the left half of the page, the seller on the right one.
    expect(runs.find((run) => run.text === 'فاتورة')!.x).toBeLessThan(200);
    expect(runs.find((run) => run.text === 'NOVA Media S.r.l.')!.x).toBeGreaterThan(350);
    // The currency sign stands to the left of the amount, as Arabic readers write it.
    const total = texts.indexOf('94.87');
    expect(texts[total - 1]).toBe('€ ');
  });

  it('puts the seller on the left and the title on the right of a left-to-right invoice', async () => {
    const runs = pdfTextRuns(await render('en'));
    expect(runs.find((run) => run.text === 'NOVA Media S.r.l.')!.x).toBe(50);
    expect(runs.find((run) => run.text === 'Invoice')!.x).toBeGreaterThan(400);
  });

  it.each(['ru', 'sa'] as const)(
    'draws %s text with the embedded DejaVu font, never a standard PDF font',
    async (language) => {
      const pdf = await render(language);
      const fonts = pdfFontNames(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      for (const name of fonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
      expect(pdf.toString('latin1')).toContain('/FontFile2');
      expect(pdf.toString('latin1')).not.toMatch(/Helvetica|Times-Roman|Courier/);
      const script = language === 'ru' ? /[\u0400-\u04ff]/ : /[\u0600-\u06ff]/;
      const scriptRuns = pdfTextRuns(pdf).filter((run) => script.test(run.text));
      expect(scriptRuns.length).toBeGreaterThan(5);
      for (const run of scriptRuns) {
        expect(run.font).toMatch(/DejaVuSans/);
        expect(run.text).not.toContain('\ufffd');
      }
    },
  );

  it('leaves out the VAT line at a rate of 0, and discount and shipping lines when there are none', async () => {
    const text = pdfText(
      await render('en', { vatRatePercent: 0, discountCents: 0, shippingCents: 0, totalCents: 8997 }),
    );
    expect(text).not.toContain('VAT 0');
    expect(text).not.toContain('of which');
    expect(text).not.toContain('Discount');
    expect(text.split('\n')).not.toContain('Shipping');
    expect(text).toContain('€89.97');
  });

  it('renders the same bytes for the same invoice, compressed or not', async () => {
    expect((await render('de')).equals(await render('de'))).toBe(true);
    const compressed = await renderInvoicePdf(SAMPLE);
    expect(compressed.equals(await renderInvoicePdf(SAMPLE))).toBe(true);
    expect(compressed.length).toBeLessThan((await render('en')).length);
    // The text reader inflates the streams: the compressed invoice says the same.
    expect(pdfText(compressed)).toBe(pdfText(await render('en')));
    expect(compressed.toString('latin1')).toContain('(D:20261125100000Z)');
  });

  it('continues a long order on more pages, each with the column titles and a numbered footer', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      productName: i % 2 ? 'VPN-ONE-MONTH' : 'SHIPPING',
      quantity: 1,
      unitPriceCents: 100,
    }));
    const pdf = await render('en', { items, discountCents: 0, shippingCents: 0, totalCents: 4000 });
    const runs = pdfTextRuns(pdf);
    const pages = Math.max(...runs.map((run) => run.page)) + 1;
    expect(pages).toBeGreaterThan(1);
    const all = Array.from({ length: pages }, (_, page) => page);
    expect(runs.filter((run) => run.text === 'Description').map((run) => run.page)).toEqual(all);
    expect(runs.filter((run) => run.text.startsWith('Invoice 2026-000042 · ')).map((run) => run.text)).toEqual(
      all.map((page) => `Invoice 2026-000042 · ${page + 1}/${pages}`),
    );
    expect(runs.find((run) => run.text === '2026-000042')!.page).toBe(0);
    expect(runs.filter((run) => run.text === 'VPN pass, 1 month')).toHaveLength(20);
    expect(runs.filter((run) => run.text === '€40.00').map((run) => run.page)).toEqual([pages - 1, pages - 1]);
  });

  it('takes the number last: a draft is finished with the number given then', async () => {
    const { number, ...rest } = SAMPLE;
    const drafted = await draftInvoicePdf(rest, { compress: false }).finish(number);
    expect(drafted.equals(await render('en'))).toBe(true);
    expect(drafted.toString('latin1')).toContain('(Invoice 2026-000042)');
  });
});
