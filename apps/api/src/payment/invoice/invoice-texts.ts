import type { Language } from '@shop/contracts';

/** Names of the catalogue's products on an invoice. */
export interface ProductTexts {
  /** `#platform#` is one of `platforms`. */
  playerLicence: string;
  /** A licence coupon: a code that activates a lifetime licence later. */
  licenceCode: string;
  /** `#duration#` is one of `months`. */
  vpnPass: string;
  vpnBox: string;
  shipping: string;
  platforms: { web: string; android: string; ios: string };
  /** "#n# months" in each plural category the language uses (Intl.PluralRules); `other` is the fallback. */
  months: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

/** The words of an invoice PDF in one language. */
export interface InvoiceTexts {
  dir: 'ltr' | 'rtl';
  title: string;
  number: string;
  issuedAt: string;
  purchaseId: string;
  seller: string;
  buyer: string;
  vatId: string;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  /** The VAT contained in the total; `#rate#` is the rate. */
  vat: string;
  paid: string;
  products: ProductTexts;
}

const en: InvoiceTexts = {
  dir: 'ltr',
  title: 'Invoice',
  number: 'Invoice number',
  issuedAt: 'Date of issue',
  purchaseId: 'Order',
  seller: 'Seller',
  buyer: 'Billed to',
  vatId: 'VAT ID',
  columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  total: 'Total',
  vat: 'of which VAT #rate# %',
  paid: 'Paid in full. Thank you for your purchase.',
  products: {
    playerLicence: 'Lifetime player licence (#platform#)',
    licenceCode: 'Licence code for a lifetime player licence (#platform#)',
    vpnPass: 'VPN pass, #duration#',
    vpnBox: 'VPN Box with subscription, #duration#',
    shipping: 'Shipping',
    platforms: { web: 'web', android: 'Android', ios: 'iOS' },
    months: { one: '#n# month', other: '#n# months' },
  },
};

const de: InvoiceTexts = {
  dir: 'ltr',
  title: 'Rechnung',
  number: 'Rechnungsnummer',
  issuedAt: 'Rechnungsdatum',
  purchaseId: 'Bestellung',
  seller: 'Verkäufer',
  buyer: 'Rechnungsempfänger',
  vatId: 'USt-IdNr.',
  columns: { description: 'Beschreibung', quantity: 'Menge', unitPrice: 'Einzelpreis', amount: 'Betrag' },
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  shipping: 'Versand',
  total: 'Gesamtbetrag',
  vat: 'darin enthaltene USt. #rate# %',
  paid: 'Vollständig bezahlt. Danke für deinen Einkauf.',
  products: {
    playerLicence: 'Lebenslange Player-Lizenz (#platform#)',
    licenceCode: 'Lizenzcode für eine lebenslange Player-Lizenz (#platform#)',
    vpnPass: 'VPN-Pass, #duration#',
    vpnBox: 'VPN Box mit Abonnement, #duration#',
    shipping: 'Versand',
    platforms: { web: 'Web', android: 'Android', ios: 'iOS' },
    months: { one: '#n# Monat', other: '#n# Monate' },
  },
};

const es: InvoiceTexts = {
  dir: 'ltr',
  title: 'Factura',
  number: 'Número de factura',
  issuedAt: 'Fecha de emisión',
  purchaseId: 'Pedido',
  seller: 'Vendedor',
  buyer: 'Facturar a',
  vatId: 'NIF-IVA',
  columns: { description: 'Descripción', quantity: 'Cant.', unitPrice: 'Precio unitario', amount: 'Importe' },
  subtotal: 'Subtotal',
  discount: 'Descuento',
  shipping: 'Envío',
  total: 'Total',
  vat: 'IVA incluido #rate# %',
  paid: 'Pagada en su totalidad. Gracias por tu compra.',
  products: {
    playerLicence: 'Licencia vitalicia del reproductor (#platform#)',
    licenceCode: 'Código de licencia vitalicia del reproductor (#platform#)',
    vpnPass: 'Pase VPN, #duration#',
    vpnBox: 'VPN Box con suscripción, #duration#',
    shipping: 'Envío',
    platforms: { web: 'web', android: 'Android', ios: 'iOS' },
    months: { one: '#n# mes', other: '#n# meses' },
  },
};

const fr: InvoiceTexts = {
  dir: 'ltr',
  title: 'Facture',
  number: 'Numéro de facture',
  issuedAt: 'Date d’émission',
  purchaseId: 'Commande',
  seller: 'Vendeur',
  buyer: 'Facturé à',
  vatId: 'N° de TVA',
  columns: { description: 'Désignation', quantity: 'Qté', unitPrice: 'Prix unitaire', amount: 'Montant' },
  subtotal: 'Sous-total',
  discount: 'Remise',
  shipping: 'Livraison',
  total: 'Total',
  vat: 'dont TVA #rate# %',
  paid: 'Payée intégralement. Merci pour votre achat.',
  products: {
    playerLicence: 'Licence à vie du lecteur (#platform#)',
    licenceCode: 'Code de licence à vie du lecteur (#platform#)',
    vpnPass: 'Pass VPN, #duration#',
    vpnBox: 'VPN Box avec abonnement, #duration#',
    shipping: 'Livraison',
    platforms: { web: 'web', android: 'Android', ios: 'iOS' },
    months: { one: '#n# mois', other: '#n# mois' },
  },
};

const it: InvoiceTexts = {
  dir: 'ltr',
  title: 'Fattura',
  number: 'Numero fattura',
  issuedAt: 'Data di emissione',
  purchaseId: 'Ordine',
  seller: 'Venditore',
  buyer: 'Intestata a',
  vatId: 'Partita IVA',
  columns: { description: 'Descrizione', quantity: 'Q.tà', unitPrice: 'Prezzo unitario', amount: 'Importo' },
  subtotal: 'Subtotale',
  discount: 'Sconto',
  shipping: 'Spedizione',
  total: 'Totale',
  vat: 'di cui IVA #rate#%',
  paid: 'Pagata per intero. Grazie per il tuo acquisto.',
  products: {
    playerLicence: 'Licenza a vita del player (#platform#)',
    licenceCode: 'Codice di licenza a vita del player (#platform#)',
    vpnPass: 'Pass VPN, #duration#',
    vpnBox: 'VPN Box con abbonamento, #duration#',
    shipping: 'Spedizione',
    platforms: { web: 'web', android: 'Android', ios: 'iOS' },
    months: { one: '#n# mese', other: '#n# mesi' },
  },
};

const ru: InvoiceTexts = {
  dir: 'ltr',
  title: 'Счёт',
  number: 'Номер счёта',
  issuedAt: 'Дата выставления',
  purchaseId: 'Заказ',
  seller: 'Продавец',
  buyer: 'Покупатель',
  vatId: 'Номер плательщика НДС',
  columns: { description: 'Наименование', quantity: 'Кол-во', unitPrice: 'Цена', amount: 'Сумма' },
  subtotal: 'Промежуточный итог',
  discount: 'Скидка',
  shipping: 'Доставка',
  total: 'Итого',
  vat: 'в т. ч. НДС #rate# %',
  paid: 'Оплачено полностью. Спасибо за покупку.',
  products: {
    playerLicence: 'Бессрочная лицензия плеера (#platform#)',
    licenceCode: 'Код бессрочной лицензии плеера (#platform#)',
    vpnPass: 'VPN-пропуск, #duration#',
    vpnBox: 'VPN Box с подпиской, #duration#',
    shipping: 'Доставка',
    platforms: { web: 'веб', android: 'Android', ios: 'iOS' },
    months: { one: '#n# месяц', few: '#n# месяца', many: '#n# месяцев', other: '#n# месяца' },
  },
};

/** "sa" is the shop's code for Arabic. */
const sa: InvoiceTexts = {
  dir: 'rtl',
  title: 'فاتورة',
  number: 'رقم الفاتورة',
  issuedAt: 'تاريخ الإصدار',
  purchaseId: 'الطلب',
  seller: 'البائع',
  buyer: 'فاتورة إلى',
  vatId: 'الرقم الضريبي',
  columns: { description: 'الوصف', quantity: 'الكمية', unitPrice: 'سعر الوحدة', amount: 'المبلغ' },
  subtotal: 'المجموع الفرعي',
  discount: 'الخصم',
  shipping: 'الشحن',
  total: 'الإجمالي',
  vat: 'منها ضريبة القيمة المضافة #rate#%',
  paid: 'مدفوعة بالكامل. شكرًا لشرائك.',
  products: {
    playerLicence: 'ترخيص المشغّل مدى الحياة على #platform#',
    licenceCode: 'رمز ترخيص المشغّل مدى الحياة على #platform#',
    vpnPass: 'تصريح VPN لمدة #duration#',
    vpnBox: 'VPN Box مع اشتراك لمدة #duration#',
    shipping: 'الشحن',
    platforms: { web: 'الويب', android: 'Android', ios: 'iOS' },
    months: { zero: '#n# شهر', one: 'شهر واحد', two: 'شهرين', few: '#n# أشهر', many: '#n# شهرًا', other: '#n# شهر' },
  },
};

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = { de, en, es, fr, it, ru, sa };
