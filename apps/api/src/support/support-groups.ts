import type { Language } from '@shop/contracts';

/** The help desk's groups (spec section 1): ids fixed, the migration writes their rows. */
export const TICKET_GROUPS = [
  { id: 1, key: 'support' },
  { id: 2, key: 'product' },
  { id: 3, key: 'payments' },
  { id: 4, key: 'player' },
  { id: 5, key: 'vpn-pass' },
] as const;

export type TicketGroupKey = (typeof TICKET_GROUPS)[number]['key'];
export const TICKET_GROUP_IDS: readonly number[] = TICKET_GROUPS.map((g) => g.id);
export const TICKET_GROUP_KEYS: readonly TicketGroupKey[] = TICKET_GROUPS.map((g) => g.key);

/** Names shown to customers; the {product} group is the shop's own name (SHOP_NAME) in every language. */
const GROUP_NAMES: Record<Language, Record<Exclude<TicketGroupKey, 'product'>, string>> = {
  en: { support: 'Support', payments: 'Payments', player: 'Player', 'vpn-pass': 'VPN Pass' },
  it: { support: 'Assistenza', payments: 'Pagamenti', player: 'Player', 'vpn-pass': 'Pass VPN' },
  es: { support: 'Soporte', payments: 'Pagos', player: 'Reproductor', 'vpn-pass': 'Pase VPN' },
  de: { support: 'Support', payments: 'Zahlungen', player: 'Player', 'vpn-pass': 'VPN-Pass' },
  fr: { support: 'Assistance', payments: 'Paiements', player: 'Lecteur', 'vpn-pass': 'Pass VPN' },
  ru: { support: 'Поддержка', payments: 'Платежи', player: 'Плеер', 'vpn-pass': 'VPN-пропуск' },
  sa: { support: 'الدعم', payments: 'المدفوعات', player: 'المشغّل', 'vpn-pass': 'تصريح VPN' },
};

export function groupKeyOf(groupId: number): TicketGroupKey {
  const group = TICKET_GROUPS.find((g) => g.id === groupId);
  if (!group) throw new Error(`ticket group ${groupId} is not one of the fixed groups`);
  return group.key;
}

export function groupName(key: TicketGroupKey, language: Language, shopName: string): string {
  return key === 'product' ? shopName : GROUP_NAMES[language][key];
}
