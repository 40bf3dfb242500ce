import type { Language } from '@shop/contracts';
import { draftCreditNotePdf, renderCreditNotePdf, type CreditNoteDocument } from './credit-note-pdf';
import { INVOICE_TEXTS } from './invoice-texts';
import { pdfFontNames, pdfText, pdfTextRuns } from './pdf-text.spec-support';

/** A partial refund of 12.99 of an order invoiced as 2026-000042. */
const SAMPLE: CreditNoteDocument = {
  language: 'en',
  number: 'CN-2026-000007',
  issuedAt: new Date('2026-12-02T10:00:00Z'),
  purchaseId: 'P-3kq8ZkP1rQ2m7hX9tB4yWg',
  invoiceNumber: '2026-000042',
  currency: 'EUR',
  seller: { name: 'NOVA Media S.r.l.', addressLines: ['Via Roma 1', '20121 Milano MI'], vatId: 'IT01234567890' },
  buyer: ['Anna Rossi', 'Via Verdi 5', '00100 Roma'],
  reason: 'partial-refund',
  items: [],
  discountCents: 0,
  shippingCents: 0,
  // Of which VAT 22 %: 12.99 × 22 / 122 = 2.342 -> 2.34
  amountCents: 1299,
  vatRatePercent: 22,
};

const BUYERS: Record<string, string[]> = {
  de: ['Jonas Weber', 'Hauptstraße 3', '10115 Berlin'],
  sa: ['محمد العلي', 'شارع الملك فهد 12', 'الرياض'],
};

/** Uncompressed, so a reader (and a person) can follow the content streams. */
const render = (language: Language, change: Partial<CreditNoteDocument> = {}) =>
  renderCreditNotePdf({ ...SAMPLE, language, buyer: BUYERS[language] ?? SAMPLE.buyer, ...change }, { compress: false });
/** ICU writes no-break spaces in amounts and dates; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const linesOf = async (pdf: Promise<Buffer>) => plain(pdfText(await pdf)).split('\n');

describe('renderCreditNotePdf', () => {
  it.each([
    [
      'en',
      [
        'Credit note',
        'Credit note number',
        'Date of issue',
        'December 2, 2026',
        'Refers to invoice',
        'Credited to',
        'Anna Rossi',
        'Partial refund',
        'Amount credited',
        '€12.99',
        'of which VAT 22 %',
        '€2.34',
      ],
    ],
    [
      'de',
      [
        'Gutschrift',
        'Gutschriftnummer',
        'Datum der Gutschrift',
        '2. Dezember 2026',
        'Zur Rechnung',
        'Gutschriftempfänger',
        'Jonas Weber',
        'Teilerstattung',
        'Gutgeschriebener Betrag',
        '12,99 €',
        'darin enthaltene USt. 22 %',
        '2,34 €',
      ],
    ],
    [
      'fr',
      [
        'Avoir',
        'Numéro d’avoir',
        '2 décembre 2026',
        'Facture d’origine',
        'Remboursement partiel',
        'Montant crédité',
        '12,99 €',
        'dont TVA 22 %',
        '2,34 €',
      ],
    ],
  ] as const)(
    'writes the %s note: its number, the invoice and order it refers to, the buyer, the line, the amount and its VAT',
    async (language, expected) => {
      const sut = await render(language);
      expect(sut.subarray(0, 5).toString()).toBe('%PDF-');
      const lines = await linesOf(Promise.resolve(sut));
      for (const text of [
        ...expected,
        'CN-2026-000007',
        '2026-000042',
        'P-3kq8ZkP1rQ2m7hX9tB4yWg',
        'NOVA Media S.r.l.',
        'Via Roma 1',
        'IT01234567890',
      ]) {
        expect(lines).toContainEqual(expect.stringContaining(text));
      }
      // Its own title in the footer, never the invoice's.
      expect(lines).toContainEqual(`${expected[0]} CN-2026-000007 · 1/1`);
      expect(lines).not.toContain(INVOICE_TEXTS[language].title);
    },
  );

  it('writes the Arabic note right to left, with its numbers and amounts in reading order', async () => {
    const runs = pdfTextRuns(await render('sa')).map((run) => ({ ...run, text: plain(run.text) }));
    const texts = runs.map((run) => run.text);
    for (const text of [
      'إشعار دائن',
      'رقم الإشعار الدائن',
      'CN-2026-000007',
      '2026-000042',
      'مرجع الفاتورة',
      'محمد العلي',
      'استرداد جزئي',
      'المبلغ المسترد',
      '12.99',
      '2.34',
    ]) {
      expect(texts).toContainEqual(expect.stringContaining(text));
    }
    // Mirrored: the title on the left half of the page, the seller on the right one.
    expect(runs.find((run) => run.text === 'إشعار دائن')!.x).toBeLessThan(200);
    expect(runs.find((run) => run.text === 'NOVA Media S.r.l.')!.x).toBeGreaterThan(350);
    for (const name of pdfFontNames(await render('sa'))) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
  });

  it.each([
    ['refund', 'Refund', 'paid back to the means of payment'],
    ['partial-refund', 'Partial refund', 'paid back to the means of payment'],
    ['dispute-lost', 'Chargeback (dispute lost)', 'taken back through your bank'],
    ['not-deliverable', 'Refund: could not be delivered', 'paid back to the means of payment'],
  ] as const)('credits an amount for %s as one line with that reason', async (reason, line, closing) => {
    const lines = await linesOf(render('en', { reason }));
    expect(lines).toContain(line);
    expect(lines.filter((text) => text === '€12.99')).toHaveLength(3);
    expect(lines).toContainEqual(expect.stringContaining(closing));
    expect(lines).not.toContain('Subtotal');
  });

  it('lists the items refunded whole, with the difference to the amount credited as an adjustment', async () => {
    // 2 × 39.99 credited as 75.98: 4.00 of the order's discount stays with the buyer.
    const lines = await linesOf(
      render('en', {
        reason: 'partial-refund',
        items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 2, unitPriceCents: 3999 }],
        amountCents: 7598,
      }),
    );
    for (const text of [
      'VPN pass, 12 months',
      'VPN-TWELVE-MONTHS',
      '2',
      '€39.99',
      'Subtotal',
      '€79.98',
      'Adjustment',
      '-€4.00',
      'Amount credited',
      '€75.98',
      '€13.70',
    ]) {
      expect(lines).toContain(text);
    }
    expect(lines).not.toContain('Partial refund');
  });

  it('takes back a whole order with its discount and shipping, as the invoice showed them', async () => {
    const items = [
      { productName: 'VPN-TWELVE-MONTHS', quantity: 2, unitPriceCents: 3999 },
      { productName: 'VIDEO-PLAYER-LIFETIME', quantity: 1, unitPriceCents: 1299 },
    ];
    // 92.97 - 5.00 + 9.90 = 97.87
    const lines = await linesOf(
      render('de', { reason: 'refund', items, discountCents: 500, shippingCents: 990, amountCents: 9787 }),
    );
    for (const text of [
      'VPN-Pass, 12 Monate',
      'Lebenslange Player-Lizenz (Web)',
      'Zwischensumme',
      '92,97 €',
      'Rabatt',
      '-5,00 €',
      'Versand',
      '9,90 €',
      'Gutgeschriebener Betrag',
      '97,87 €',
      '17,65 €',
    ]) {
      expect(lines).toContain(text);
    }
    expect(lines).not.toContain('Korrektur');
  });

  it('leaves out the invoice it refers to when the order has none, and the VAT line at a rate of 0', async () => {
    const lines = await linesOf(render('en', { invoiceNumber: null, vatRatePercent: 0 }));
    expect(lines).not.toContain('Refers to invoice');
    expect(lines.some((line) => line.startsWith('of which VAT'))).toBe(false);
    expect(lines).toContain('P-3kq8ZkP1rQ2m7hX9tB4yWg');
  });

  it('takes the number last and renders the same bytes for the same note', async () => {
    const { number, ...rest } = SAMPLE;
    const sut = await draftCreditNotePdf(rest, { compress: false }).finish(number);
    expect(sut.equals(await render('en'))).toBe(true);
    expect(sut.toString('latin1')).toContain('(Credit note CN-2026-000007)');
    expect((await renderCreditNotePdf(SAMPLE)).equals(await renderCreditNotePdf(SAMPLE))).toBe(true);
  });
});
