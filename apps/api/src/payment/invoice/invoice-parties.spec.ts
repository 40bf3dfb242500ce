import { buyerLines, buyerName, sellerOf, type BuyerSource } from './invoice-parties';

const user = { name: 'Anna', surname: 'Rossi', email: 'anna@example.com', country: 'IT' };

describe('sellerOf', () => {
  it('splits SELLER_ADDRESS at "|" and leaves out empty lines', () => {
    expect(
      sellerOf({
        SELLER_NAME: 'NOVA Media S.r.l.',
        SELLER_ADDRESS: ' Via Roma 1 | 20121 Milano MI || Italia ',
        SELLER_VAT_ID: ' IT01234567890 ',
      }),
    ).toEqual({
      name: 'NOVA Media S.r.l.',
      addressLines: ['Via Roma 1', '20121 Milano MI', 'Italia'],
      vatId: 'IT01234567890',
    });
    expect(sellerOf({ SELLER_NAME: 'NOVA', SELLER_ADDRESS: '', SELLER_VAT_ID: '' }).addressLines).toEqual([]);
  });
});

describe('buyerLines', () => {
  const source = (change: Partial<BuyerSource>): BuyerSource => ({
    email: 'buyer@example.com',
    billingAddress: null,
    user,
    ...change,
  });

  it('prints the billing address copied at checkout, with the country in the reader language', () => {
    const billingAddress = {
      name: 'Jonas',
      surname: 'Weber',
      company: 'Weber GmbH',
      vatNumber: 'DE123456789',
      street: 'Hauptstraße 3',
      zip: '10115',
      city: 'Berlin',
      province: '',
      country: 'de',
      phone: '+49 30 1234',
    };
    expect(buyerLines(source({ billingAddress }), 'de')).toEqual([
      'Weber GmbH',
      'Jonas Weber',
      'Hauptstraße 3',
      '10115 Berlin',
      'Deutschland',
      'USt-IdNr.: DE123456789',
    ]);
    expect(buyerLines(source({ billingAddress }), 'en')).toContain('Germany');
    expect(buyerName(source({ billingAddress }))).toBe('Jonas');
  });

  it('takes a billing address that holds only a name and a country', () => {
    expect(
      buyerLines(
        source({ billingAddress: { name: 'Anna', surname: 'Rossi', country: 'IT', email: 'anna@example.com' } }),
        'it',
      ),
    ).toEqual(['Anna Rossi', 'Italia']);
  });

  it('names a buyer without an account by the e-mail address given at checkout', () => {
    const guest = source({
      user: null,
      email: 'guest@example.com',
      billingAddress: { email: 'guest@example.com', country: 'ES' },
    });
    expect(buyerLines(guest, 'es')).toEqual(['guest@example.com', 'España']);
    expect(buyerLines({ ...guest, billingAddress: { email: 'guest@example.com', country: null } }, 'en')).toEqual([
      'guest@example.com',
    ]);
    expect(buyerName(guest)).toBe('guest@example.com');
  });

  it('falls back to the account name and country, then to the e-mail address', () => {
    expect(buyerLines(source({}), 'fr')).toEqual(['Anna Rossi', 'Italie']);
    expect(buyerName(source({}))).toBe('Anna');
    expect(buyerLines(source({ user: null }), 'en')).toEqual(['buyer@example.com']);
    expect(buyerName(source({ user: null }))).toBe('buyer@example.com');
    // Something that is not an address (an array, blank fields) counts as none.
    expect(buyerLines(source({ billingAddress: ['x'] }), 'en')).toEqual(['Anna Rossi', 'Italy']);
    expect(buyerLines(source({ billingAddress: { name: ' ' } }), 'en')).toEqual(['Anna Rossi', 'Italy']);
  });

  it('prints a country code it cannot name as it is', () => {
    expect(buyerLines(source({ user: { ...user, country: 'Q1' } }), 'en')).toEqual(['Anna Rossi', 'Q1']);
  });
});
