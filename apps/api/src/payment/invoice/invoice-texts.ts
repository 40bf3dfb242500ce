import type { Language } from '@shop/contracts';
import type { CreditNoteReason } from '@shop/contracts';

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

/** The words a credit note has beyond the invoice's (date, order, buyer, columns, VAT are shared). */
export interface CreditNoteTexts {
  title: string;
  number: string;
  issuedAt: string;
  /** Label of the buyer's lines. */
  buyer: string;
  /** Label of the number of the invoice the note corrects. */
  invoice: string;
  /** The one line of a note that credits an amount rather than items. */
  reasons: Record<CreditNoteReason, string>;
  /** What the amount credited differs from its items (a share of the discount). */
  adjustment: string;
  /** The total: what is paid back. */
  credited: string;
  /** Closing line of a refund: where the money goes. */
  paidBack: string;
  /** Closing line of a lost chargeback: the bank took the money back already. */
  chargeback: string;
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
  creditNote: CreditNoteTexts;
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
  creditNote: {
    title: 'Credit note',
    number: 'Credit note number',
    issuedAt: 'Date of issue',
    buyer: 'Credited to',
    invoice: 'Refers to invoice',
    reasons: {
      refund: 'Refund',
      'partial-refund': 'Partial refund',
      'dispute-lost': 'Chargeback (dispute lost)',
      'not-deliverable': 'Refund: could not be delivered',
    },
    adjustment: 'Adjustment',
    credited: 'Amount credited',
    paidBack: 'The amount credited is paid back to the means of payment used for this order.',
    chargeback: 'The payment was taken back through your bank (chargeback).',
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
  creditNote: {
    title: 'Gutschrift',
    number: 'Gutschriftnummer',
    issuedAt: 'Datum der Gutschrift',
    buyer: 'Gutschriftempfänger',
    invoice: 'Zur Rechnung',
    reasons: {
      refund: 'Erstattung',
      'partial-refund': 'Teilerstattung',
      'dispute-lost': 'Rückbuchung (Zahlungsstreit verloren)',
      'not-deliverable': 'Erstattung: nicht lieferbar',
    },
    adjustment: 'Korrektur',
    credited: 'Gutgeschriebener Betrag',
    paidBack: 'Der gutgeschriebene Betrag wird auf das Zahlungsmittel dieser Bestellung zurückgezahlt.',
    chargeback: 'Die Zahlung wurde über deine Bank zurückgebucht (Rückbuchung).',
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
  creditNote: {
    title: 'Factura rectificativa',
    number: 'Número de factura rectificativa',
    issuedAt: 'Fecha de emisión',
    buyer: 'Destinatario',
    invoice: 'Rectifica la factura',
    reasons: {
      refund: 'Reembolso',
      'partial-refund': 'Reembolso parcial',
      'dispute-lost': 'Contracargo (disputa perdida)',
      'not-deliverable': 'Reembolso: no se pudo entregar',
    },
    adjustment: 'Ajuste',
    credited: 'Importe abonado',
    paidBack: 'El importe abonado se devuelve al medio de pago usado en este pedido.',
    chargeback: 'El pago fue retrocedido a través de tu banco (contracargo).',
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
  creditNote: {
    title: 'Avoir',
    number: 'Numéro d’avoir',
    issuedAt: 'Date d’émission',
    buyer: 'Client',
    invoice: 'Facture d’origine',
    reasons: {
      refund: 'Remboursement',
      'partial-refund': 'Remboursement partiel',
      'dispute-lost': 'Rétrofacturation (litige perdu)',
      'not-deliverable': 'Remboursement : livraison impossible',
    },
    adjustment: 'Ajustement',
    credited: 'Montant crédité',
    paidBack: 'Le montant crédité est remboursé sur le moyen de paiement utilisé pour cette commande.',
    chargeback: 'Le paiement a été repris par votre banque (rétrofacturation).',
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
  creditNote: {
    title: 'Nota di credito',
    number: 'Numero nota di credito',
    issuedAt: 'Data di emissione',
    buyer: 'Intestata a',
    invoice: 'Fattura di riferimento',
    reasons: {
      refund: 'Rimborso',
      'partial-refund': 'Rimborso parziale',
      'dispute-lost': 'Chargeback (contestazione persa)',
      'not-deliverable': 'Rimborso: consegna impossibile',
    },
    adjustment: 'Rettifica',
    credited: 'Importo accreditato',
    paidBack: 'L’importo accreditato viene restituito sul metodo di pagamento usato per questo ordine.',
    chargeback: 'Il pagamento è stato stornato tramite la tua banca (chargeback).',
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
  creditNote: {
    title: 'Кредит-нота',
    number: 'Номер кредит-ноты',
    issuedAt: 'Дата выставления',
    buyer: 'Покупатель',
    invoice: 'К счёту',
    reasons: {
      refund: 'Возврат',
      'partial-refund': 'Частичный возврат',
      'dispute-lost': 'Чарджбэк (спор проигран)',
      'not-deliverable': 'Возврат: доставка невозможна',
    },
    adjustment: 'Корректировка',
    credited: 'Сумма возврата',
    paidBack: 'Сумма возврата перечисляется на способ оплаты, которым был оплачен этот заказ.',
    chargeback: 'Платёж был отозван через ваш банк (чарджбэк).',
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
  creditNote: {
    title: 'إشعار دائن',
    number: 'رقم الإشعار الدائن',
    issuedAt: 'تاريخ الإصدار',
    buyer: 'لصالح',
    invoice: 'مرجع الفاتورة',
    reasons: {
      refund: 'استرداد',
      'partial-refund': 'استرداد جزئي',
      'dispute-lost': 'استرجاع عبر البنك (خسارة النزاع)',
      'not-deliverable': 'استرداد: تعذّر التسليم',
    },
    adjustment: 'تسوية',
    credited: 'المبلغ المسترد',
    paidBack: 'يُعاد المبلغ المسترد إلى وسيلة الدفع المستخدمة في هذا الطلب.',
    chargeback: 'تم استرجاع الدفعة عن طريق البنك الذي تتعامل معه (استرجاع مصرفي).',
  },
};

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = { de, en, es, fr, it, ru, sa };
