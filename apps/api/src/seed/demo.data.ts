// Demo accounts and discount codes. The passwords are public: they are printed at start-up.
import { Role } from '../generated/prisma/client';

export interface DemoUserSeed {
  /** Label printed with the login. */
  label: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  roles: Role[];
  isReseller: boolean;
}

export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    label: 'customer',
    email: 'customer@nova.test',
    password: 'Customer-Demo-2026',
    name: 'Maria',
    surname: 'Rossi',
    country: 'IT',
    language: 'it',
    roles: [Role.CUSTOMER],
    isReseller: false,
  },
  {
    label: 'reseller',
    email: 'reseller@nova.test',
    password: 'Reseller-Demo-2026',
    name: 'Lukas',
    surname: 'Becker',
    country: 'DE',
    language: 'de',
    roles: [Role.CUSTOMER],
    isReseller: true,
  },
  {
    label: 'support',
    email: 'support@nova.test',
    password: 'Support-Demo-2026',
    name: 'Emma',
    surname: 'Clarke',
    country: 'GB',
    language: 'en',
    roles: [Role.CUSTOMER, Role.SUPPORT],
    isReseller: false,
  },
  {
    label: 'admin',
    email: 'admin@nova.test',
    password: 'Admin-Demo-2026',
    name: 'Noah',
    surname: 'Weber',
    country: 'CH',
    language: 'en',
    roles: [Role.CUSTOMER, Role.ADMIN],
    isReseller: false,
  },
];

export interface DiscountCodeSeed {
  code: string;
  description: string;
  percentOff?: number;
  amountOffCents?: number;
  currency?: string;
  startsAt: Date;
  endsAt: Date;
  maxUses: number;
}

export const DISCOUNT_CODES: readonly DiscountCodeSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off every order',
    percentOff: 10,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    maxUses: 1000,
  },
  {
    code: 'NOVA5',
    description: 'EUR 5 off orders in euro',
    amountOffCents: 500,
    currency: 'EUR',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2028-01-01T00:00:00Z'),
    maxUses: 500,
  },
  {
    // Already over: shows how an expired code is refused.
    code: 'SUMMER2025',
    description: '15% off, summer 2025 (expired)',
    percentOff: 15,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    endsAt: new Date('2025-09-01T00:00:00Z'),
    maxUses: 100,
  },
];

/**
 * The secret of every demo device (DeviceInfo's X-Device-Secret), so a player app (or curl) can
 * play one of them: `curl -XPOST localhost:3000/api/Player/DeviceInfo -H 'X-Device-Secret: demo-device-secret'
 * -H 'content-type: application/json' -d '{"deviceId":"demo-living-room-tv","platform":"android"}'`.
 */
export const DEMO_DEVICE_SECRET = 'demo-device-secret';

export interface DemoDeviceSeed {
  deviceId: string;
  platform: 'web' | 'android' | 'ios';
  model: string;
  description: string;
  /** A lifetime licence bought for the device's platform. */
  licensed: boolean;
  playlists: { name: string; url: string; epgUrl?: string }[];
}

const demoList = (slug: string, name: string) => ({
  name,
  url: `https://iptv.nova.example/${slug}.m3u8`,
  epgUrl: `https://iptv.nova.example/${slug}-guide.xml`,
});

/** Player devices of the demo accounts, by the label of the account. */
export const DEMO_DEVICES: Readonly<Record<string, readonly DemoDeviceSeed[]>> = {
  customer: [
    {
      deviceId: 'demo-living-room-tv',
      platform: 'android',
      model: 'Samsung QE55Q80',
      description: 'Living room TV',
      licensed: true,
      playlists: [demoList('family', 'Family channels')],
    },
    {
      deviceId: 'demo-laptop-browser',
      platform: 'web',
      model: 'Firefox on Linux',
      description: 'Laptop',
      licensed: false,
      playlists: [],
    },
  ],
  reseller: [
    {
      deviceId: 'demo-shop-hotel-101',
      platform: 'android',
      model: 'Xiaomi Mi Box S',
      description: 'Hotel room 101',
      licensed: true,
      playlists: [demoList('hotel-news', 'News'), demoList('hotel-sport', 'Sport')],
    },
    {
      deviceId: 'demo-shop-hotel-102',
      platform: 'android',
      model: 'Xiaomi Mi Box S',
      description: 'Hotel room 102',
      licensed: true,
      playlists: [demoList('hotel-news', 'News')],
    },
    {
      deviceId: 'demo-shop-bar-screen',
      platform: 'web',
      model: 'Chrome on Windows',
      description: 'Bar screen',
      licensed: false,
      playlists: [demoList('bar-music', 'Music videos')],
    },
    {
      deviceId: 'demo-shop-ipad',
      platform: 'ios',
      model: 'iPad Air',
      description: 'Reception iPad',
      licensed: false,
      playlists: [],
    },
  ],
};

/** The customer's VPN pass (started two months ago, a year long) and the box paired with the account. */
export const DEMO_PASS = {
  owner: 'customer',
  /** The product its demo order bought (the order comes with the pass). */
  product: 'VPN-TWELVE-MONTHS',
  durationMonths: 12,
  startedMonthsAgo: 2,
  locations: ['mil', 'fra'],
  description: 'Home VPN',
  attachedTo: 'demo-living-room-tv',
};
export const DEMO_BOX = {
  owner: 'customer',
  serial: 'NOVA-BOX-0001',
  /** The product its demo order bought, shipped and delivered. */
  product: 'VPNBOX-TWELVE-MONTHS-HW',
  durationMonths: 12,
  startedMonthsAgo: 1,
};

/** Licence codes the demo reseller bought, unused: each activates one lifetime licence once. */
export const DEMO_COUPON_CODES: readonly {
  code: string;
  productSuffix: 'COUPON-VIDEO-PLAYER-LIFETIME' | 'COUPON-VIDEO-PLAYER-ANDROID-LIFETIME';
}[] = [
  { code: 'NOVA-DEMO-WEB-0001', productSuffix: 'COUPON-VIDEO-PLAYER-LIFETIME' },
  { code: 'NOVA-DEMO-WEB-0002', productSuffix: 'COUPON-VIDEO-PLAYER-LIFETIME' },
  { code: 'NOVA-DEMO-ANDROID-0001', productSuffix: 'COUPON-VIDEO-PLAYER-ANDROID-LIFETIME' },
];

/**
 * One step of a demo ticket's life, `hoursAgo` before the seed, done as the help desk would do it:
 * a message (the customer's, or the agent's public reply or internal note, optionally setting the
 * status), an agent's change (priority, assignment to the demo agent, status) or the customer's rating.
 */
export type DemoTicketStep =
  | {
      kind: 'message';
      by: 'customer' | 'support';
      hoursAgo: number;
      body: string;
      internal?: boolean;
      status?: 'OPEN' | 'PENDING' | 'CLOSED';
    }
  | {
      kind: 'update';
      hoursAgo: number;
      priority?: 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';
      assign?: boolean;
      status?: 'OPEN' | 'PENDING' | 'CLOSED';
    }
  | { kind: 'rating'; hoursAgo: number; rating: 'GOOD' | 'BAD'; comment: string };

export interface DemoTicketSeed {
  /** The ticket's natural key in the seed: the customer's ticket with this subject is not added twice. */
  subject: string;
  /** TicketGroup id (content.data.ts): 1 Support, 2 the shop, 3 Payments, 4 Player, 5 VPN Pass. */
  groupId: number;
  /** The customer's own item the ticket is about. */
  related?: { deviceId?: string; pass?: boolean; boxSerial?: string };
  /** In order; the first is the customer's message that opens the ticket. */
  steps: readonly DemoTicketStep[];
}

/** Tickets of the demo customer, answered by the demo agent (support@nova.test). */
export const DEMO_TICKETS: { owner: string; agent: string; tickets: readonly DemoTicketSeed[] } = {
  owner: 'customer',
  agent: 'support',
  tickets: [
    {
      // Open, waiting for support, nobody on it yet.
      subject: 'Sport channels stutter on the living room TV',
      groupId: 4,
      related: { deviceId: 'demo-living-room-tv' },
      steps: [
        {
          kind: 'message',
          by: 'customer',
          hoursAgo: 3,
          body: 'Since yesterday evening the sport channels of my family playlist stop every few seconds on the living room TV. The news channels play fine.',
        },
      ],
    },
    {
      // Pending: the agent answered and waits for the customer.
      subject: 'Which VPN location should I use from Italy?',
      groupId: 5,
      related: { pass: true },
      steps: [
        {
          kind: 'message',
          by: 'customer',
          hoursAgo: 50,
          body: 'My VPN pass has Milan and Frankfurt. Which one is better for watching from home in Italy?',
        },
        { kind: 'update', hoursAgo: 49, assign: true },
        {
          kind: 'message',
          by: 'support',
          hoursAgo: 48,
          status: 'PENDING',
          body: 'Hello Maria, from Italy Milan is the closer one and usually the faster. Could you try it this evening and tell us whether the picture stays smooth?',
        },
      ],
    },
    {
      // Closed and rated.
      subject: 'Invoice with my VAT number',
      groupId: 3,
      steps: [
        {
          kind: 'message',
          by: 'customer',
          hoursAgo: 120,
          body: 'I need my last invoice with the VAT number of my company. Can you add it?',
        },
        { kind: 'update', hoursAgo: 118, assign: true },
        {
          kind: 'message',
          by: 'support',
          hoursAgo: 116,
          status: 'PENDING',
          body: 'Of course. Please send us the company name and the VAT number exactly as they should appear.',
        },
        { kind: 'message', by: 'customer', hoursAgo: 110, body: 'Rossi Design S.r.l., VAT IT01234567890.' },
        {
          kind: 'message',
          by: 'support',
          hoursAgo: 108,
          status: 'CLOSED',
          body: 'Done: the corrected invoice is in your dashboard under Orders. Thank you!',
        },
        { kind: 'rating', hoursAgo: 100, rating: 'GOOD', comment: 'Quick and friendly, thanks.' },
      ],
    },
    {
      // Open, raised to high and assigned, with an internal note the customer never sees.
      subject: 'The VPN box blinks orange',
      groupId: 2,
      related: { boxSerial: 'NOVA-BOX-0001' },
      steps: [
        {
          kind: 'message',
          by: 'customer',
          hoursAgo: 26,
          body: 'Since this morning the light of my VPN box blinks orange and the TV says there is no connection. I already restarted the box twice.',
        },
        { kind: 'update', hoursAgo: 25, priority: 'HIGH', assign: true },
        {
          kind: 'message',
          by: 'support',
          hoursAgo: 24,
          internal: true,
          body: 'Internal: NOVA-BOX-0001 is in the batch with the weak power supplies. Offer a replacement supply before any troubleshooting; do not mention the batch to the customer yet.',
        },
      ],
    },
  ],
};

/** The first-response targets by priority of a default configuration (SUPPORT_FIRST_RESPONSE_*_HOURS). */
export const DEMO_FIRST_RESPONSE_HOURS = { URGENT: 1, HIGH: 4, NORMAL: 24, LOW: 72 } as const;

/** A canned reply of the demo desk: a title and a text per language, with the help desk's placeholders. */
export type DemoCannedReply = Readonly<
  Record<'de' | 'en' | 'es' | 'fr' | 'it' | 'ru' | 'sa', { title: string; body: string }>
>;

/** The demo desk's canned replies (added while the desk has none), for agents to try in /staff. */
export const DEMO_CANNED_REPLIES: readonly DemoCannedReply[] = [
  {
    en: {
      title: 'Restart the player',
      body: 'Hello #name#,\n\nthank you for your message about #ticket#. Please close the player app completely, restart your device and open the app again. If it still happens, reply here with a screenshot.\n\nBest regards,\n#agent#',
    },
    de: {
      title: 'Player neu starten',
      body: 'Hallo #name#,\n\ndanke für deine Nachricht zu #ticket#. Bitte schließe die Player-App ganz, starte dein Gerät neu und öffne die App wieder. Wenn es weiter passiert, antworte hier mit einem Screenshot.\n\nViele Grüße\n#agent#',
    },
    es: {
      title: 'Reiniciar el reproductor',
      body: 'Hola #name#:\n\ngracias por tu mensaje sobre #ticket#. Cierra la app del reproductor por completo, reinicia tu dispositivo y vuelve a abrir la app. Si sigue pasando, responde aquí con una captura de pantalla.\n\nUn saludo,\n#agent#',
    },
    fr: {
      title: 'Redémarrer le lecteur',
      body: 'Bonjour #name#,\n\nmerci pour votre message concernant #ticket#. Fermez complètement l’application du lecteur, redémarrez votre appareil puis rouvrez l’application. Si le problème persiste, répondez ici avec une capture d’écran.\n\nCordialement,\n#agent#',
    },
    it: {
      title: 'Riavviare il player',
      body: 'Ciao #name#,\n\ngrazie per il tuo messaggio su #ticket#. Chiudi completamente l’app del player, riavvia il dispositivo e riapri l’app. Se succede ancora, rispondi qui con uno screenshot.\n\nCordiali saluti,\n#agent#',
    },
    ru: {
      title: 'Перезапустить плеер',
      body: 'Здравствуйте, #name#!\n\nСпасибо за сообщение по обращению #ticket#. Полностью закройте приложение плеера, перезагрузите устройство и снова откройте приложение. Если проблема повторится, ответьте здесь и приложите снимок экрана.\n\nС уважением,\n#agent#',
    },
    sa: {
      title: 'إعادة تشغيل المشغّل',
      body: 'مرحبًا #name#،\n\nشكرًا على رسالتك بخصوص #ticket#. يُرجى إغلاق تطبيق المشغّل تمامًا، ثم إعادة تشغيل جهازك وفتح التطبيق من جديد. إذا تكررت المشكلة، فردّ هنا مع لقطة شاشة.\n\nمع أطيب التحيات،\n#agent#',
    },
  },
  {
    en: {
      title: 'Refund on its way',
      body: 'Hello #name#,\n\nwe have refunded your payment (#ticket#). Depending on your bank, it shows on your statement within 5 to 10 business days.\n\nBest regards,\n#agent#',
    },
    de: {
      title: 'Erstattung unterwegs',
      body: 'Hallo #name#,\n\nwir haben deine Zahlung erstattet (#ticket#). Je nach Bank siehst du sie innerhalb von 5 bis 10 Werktagen auf deinem Kontoauszug.\n\nViele Grüße\n#agent#',
    },
    es: {
      title: 'Reembolso en camino',
      body: 'Hola #name#:\n\nhemos reembolsado tu pago (#ticket#). Según tu banco, aparecerá en tu extracto en un plazo de 5 a 10 días hábiles.\n\nUn saludo,\n#agent#',
    },
    fr: {
      title: 'Remboursement en cours',
      body: 'Bonjour #name#,\n\nnous avons remboursé votre paiement (#ticket#). Selon votre banque, il apparaîtra sur votre relevé sous 5 à 10 jours ouvrés.\n\nCordialement,\n#agent#',
    },
    it: {
      title: 'Rimborso in arrivo',
      body: 'Ciao #name#,\n\nabbiamo rimborsato il tuo pagamento (#ticket#). A seconda della banca, lo vedrai nell’estratto conto entro 5-10 giorni lavorativi.\n\nCordiali saluti,\n#agent#',
    },
    ru: {
      title: 'Возврат оформлен',
      body: 'Здравствуйте, #name#!\n\nМы вернули ваш платёж (#ticket#). В зависимости от банка он появится в выписке в течение 5–10 рабочих дней.\n\nС уважением,\n#agent#',
    },
    sa: {
      title: 'الاسترداد في الطريق',
      body: 'مرحبًا #name#،\n\nلقد رددنا إليك المبلغ المدفوع (#ticket#). بحسب مصرفك، سيظهر في كشف حسابك خلال 5 إلى 10 أيام عمل.\n\nمع أطيب التحيات،\n#agent#',
    },
  },
];
