import type { MailLanguageTexts } from '../mail-texts';

export const de: MailLanguageTexts = {
  htmlLang: 'de',
  dir: 'ltr',
  common: {
    greeting: 'Hallo #name#,',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    signature: 'Dein NOVA-Team',
    footer: 'Du erhältst diese E-Mail wegen deines NOVA-Kontos. Dies ist eine automatische Nachricht, bitte antworte nicht darauf.',
  },
  templates: {
    'confirm-account': {
      subject: 'Bestätige dein NOVA-Konto',
      paragraphs: ['Danke für deine Registrierung bei NOVA. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.'],
      action: 'Konto bestätigen',
      closing: ['Falls du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.'],
    },
    'reset-password': {
      subject: 'Setze dein NOVA-Passwort zurück',
      paragraphs: ['Wir haben eine Anfrage erhalten, das Passwort deines NOVA-Kontos zurückzusetzen. Über die Schaltfläche unten kannst du ein neues wählen.'],
      action: 'Neues Passwort wählen',
      closing: ['Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.'],
    },
    'tfa-recovery': {
      subject: 'Zwei-Faktor-Authentifizierung bei NOVA ausschalten',
      paragraphs: [
        'Wir haben eine Anfrage erhalten, die Zwei-Faktor-Authentifizierung für dein NOVA-Konto auszuschalten, weil du deine Authenticator-App nicht mehr verwenden kannst.',
        'Nach der Bestätigung meldest du dich nur mit deinem Passwort an. Wir empfehlen, die Zwei-Faktor-Authentifizierung danach wieder einzuschalten.',
      ],
      action: 'Zwei-Faktor-Authentifizierung ausschalten',
      closing: ['Falls du das nicht angefordert hast, ignoriere diese E-Mail und ändere am besten dein Passwort.'],
    },
    'tfa-disabled': {
      subject: 'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet',
      paragraphs: [
        'Die Zwei-Faktor-Authentifizierung deines NOVA-Kontos wurde ausgeschaltet. Ab jetzt meldest du dich nur mit deinem Passwort an.',
        'Falls du das nicht warst, ändere sofort dein Passwort und kontaktiere unseren Support.',
      ],
    },
    'password-changed': {
      subject: 'Dein NOVA-Passwort wurde geändert',
      paragraphs: [
        'Das Passwort deines NOVA-Kontos wurde soeben geändert. Zu deiner Sicherheit wurden alle Geräte abgemeldet.',
        'Falls du das nicht warst, setze sofort dein Passwort zurück und kontaktiere unseren Support.',
      ],
    },
    'order-paid': {
      subject: 'Deine NOVA-Bestellung ist bezahlt: Rechnung #invoiceNumber#',
      paragraphs: ['Danke für deinen Einkauf. Wir haben deine Zahlung von #total# für die Bestellung #purchaseId# erhalten.', 'Das hast du gekauft:'],
      action: 'Meine Bestellungen ansehen',
      closing: ['Deine Rechnung #invoiceNumber# hängt als PDF an dieser E-Mail. Du kannst sie außerdem jederzeit bei deinen Bestellungen herunterladen.'],
    },
  },
};
