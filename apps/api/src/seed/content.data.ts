// Support groups, changelog entries and news of the NOVA shop, in every translation language.
// "sa" is the shop's code for its Arabic resources.
import { BRAND } from './catalogue.data';

/** Text per language: de, en, es, fr, it, ru, sa. */
export type LocalizedText = Readonly<Record<'de' | 'en' | 'es' | 'fr' | 'it' | 'ru' | 'sa', string>>;

/** Fixed help-desk groups; the ids are part of the API. */
export const TICKET_GROUPS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Support' },
  { id: 2, name: BRAND },
  { id: 3, name: 'Payments' },
  { id: 4, name: 'Player' },
  { id: 5, name: 'VPN Pass' },
];

export interface ChangelogSeed {
  type: 'maintenance' | 'release';
  version: string;
  enabled: boolean;
  languageLogs: LocalizedText;
}

export const CHANGELOG: readonly ChangelogSeed[] = [
  {
    // Switched on by an operator before a maintenance window; version 0.0.1 shows red.
    type: 'maintenance',
    version: '0.0.1',
    enabled: false,
    languageLogs: {
      de: 'Geplante Wartung heute Abend von 22:00 bis 23:00 Uhr UTC; der Shop ist möglicherweise kurzzeitig nicht erreichbar.',
      en: 'Scheduled maintenance tonight from 22:00 to 23:00 UTC; the shop may be briefly unavailable.',
      es: 'Mantenimiento programado esta noche de 22:00 a 23:00 UTC; es posible que la tienda no esté disponible durante unos instantes.',
      fr: 'Maintenance programmée ce soir de 22h00 à 23h00 UTC ; la boutique pourrait être brièvement indisponible.',
      it: 'Manutenzione programmata stasera dalle 22:00 alle 23:00 UTC; il negozio potrebbe non essere disponibile per qualche istante.',
      ru: 'Плановое техническое обслуживание сегодня вечером с 22:00 до 23:00 UTC; магазин может быть ненадолго недоступен.',
      sa: 'صيانة مجدولة الليلة من الساعة 22:00 إلى 23:00 بالتوقيت العالمي المنسق؛ قد يكون المتجر غير متاح لفترة وجيزة.',
    },
  },
  {
    type: 'release',
    version: '1.0.0',
    enabled: true,
    languageLogs: {
      de: `Erste Version des ${BRAND}-Shops: Videoplayer-Lizenzen, VPN-Pässe und VPN-Boxen.`,
      en: `First release of the ${BRAND} shop: video player licences, VPN passes and VPN boxes.`,
      es: `Primera versión de la tienda ${BRAND}: licencias del reproductor de vídeo, pases VPN y cajas VPN.`,
      fr: `Première version de la boutique ${BRAND} : licences du lecteur vidéo, pass VPN et box VPN.`,
      it: `Prima versione del negozio ${BRAND}: licenze del video player, pass VPN e box VPN.`,
      ru: `Первая версия магазина ${BRAND}: лицензии видеоплеера, VPN-пропуска и VPN-боксы.`,
      sa: `الإصدار الأول من متجر ${BRAND}: تراخيص مشغل الفيديو وتصاريح VPN وأجهزة VPN.`,
    },
  },
  {
    type: 'release',
    version: '1.1.0',
    enabled: true,
    languageLogs: {
      de: 'Zwei-Faktor-Authentifizierung mit einer Authenticator-App und Zahlung mit PayPal.',
      en: 'Two-factor authentication with an authenticator app, and payment with PayPal.',
      es: 'Autenticación en dos pasos con una aplicación de autenticación y pago con PayPal.',
      fr: "Authentification à deux facteurs avec une application d'authentification, et paiement par PayPal.",
      it: "Autenticazione a due fattori con un'app di autenticazione e pagamento con PayPal.",
      ru: 'Двухфакторная аутентификация через приложение-аутентификатор и оплата через PayPal.',
      sa: 'المصادقة الثنائية باستخدام تطبيق المصادقة، والدفع عبر PayPal.',
    },
  },
];

export interface NewsSeed {
  slug: string;
  publishedAt: Date;
  titles: LocalizedText;
  bodies: LocalizedText;
}

export const NEWS: readonly NewsSeed[] = [
  {
    slug: 'player-android-ios',
    publishedAt: new Date('2026-01-15T09:00:00Z'),
    titles: {
      de: `${BRAND} Player für Android und iOS`,
      en: `${BRAND} player for Android and iOS`,
      es: `Reproductor ${BRAND} para Android e iOS`,
      fr: `Le lecteur ${BRAND} sur Android et iOS`,
      it: `Il player ${BRAND} per Android e iOS`,
      ru: `Плеер ${BRAND} для Android и iOS`,
      sa: `مشغل ${BRAND} لأجهزة Android و iOS`,
    },
    bodies: {
      de: 'Lebenslange Lizenzen für Android und iOS sind jetzt neben dem Web-Player erhältlich.',
      en: 'Lifetime licences for Android and iOS are now available alongside the web player.',
      es: 'Las licencias de por vida para Android e iOS ya están disponibles junto al reproductor web.',
      fr: 'Les licences à vie pour Android et iOS sont désormais disponibles en plus du lecteur web.',
      it: 'Le licenze a vita per Android e iOS sono ora disponibili accanto al player web.',
      ru: 'Пожизненные лицензии для Android и iOS теперь доступны наряду с веб-плеером.',
      sa: 'أصبحت التراخيص مدى الحياة لأجهزة Android و iOS متاحة الآن إلى جانب مشغل الويب.',
    },
  },
  {
    slug: 'vpn-box-available',
    publishedAt: new Date('2026-03-01T09:00:00Z'),
    titles: {
      de: `Die ${BRAND} VPN-Box ist da`,
      en: `The ${BRAND} VPN box is here`,
      es: `Ya llegó la caja VPN ${BRAND}`,
      fr: `La box VPN ${BRAND} est arrivée`,
      it: `È arrivato il box VPN ${BRAND}`,
      ru: `VPN-бокс ${BRAND} уже в продаже`,
      sa: `جهاز ${BRAND} VPN متوفر الآن`,
    },
    bodies: {
      de: 'An den Router anschließen und jedes Gerät im Haus ist geschützt. Abonnements von 1 bis 36 Monaten.',
      en: 'Plug it into your router and every device at home is protected. Subscriptions from 1 to 36 months.',
      es: 'Conéctala al router y todos los dispositivos de casa quedan protegidos. Suscripciones de 1 a 36 meses.',
      fr: 'Branchez-la sur votre routeur et tous les appareils de la maison sont protégés. Abonnements de 1 à 36 mois.',
      it: 'Collegalo al router e ogni dispositivo di casa è protetto. Abbonamenti da 1 a 36 mesi.',
      ru: 'Подключите его к роутеру, и все домашние устройства будут защищены. Подписки от 1 до 36 месяцев.',
      sa: 'صِله بجهاز التوجيه لديك لحماية جميع الأجهزة في منزلك. اشتراكات من شهر واحد إلى 36 شهرًا.',
    },
  },
];
