import type { MailLanguageTexts } from '../mail-texts';

/** Where refunded money goes and how long it takes (the providers' usual time). */
const PAID_BACK =
  'Das Geld geht auf das Zahlungsmittel zurück, mit dem du bezahlt hast, und ist je nach Bank oder Zahlungsanbieter meist innerhalb weniger Tage auf deinem Konto.';

export const de: MailLanguageTexts = {
  htmlLang: 'de',
  dir: 'ltr',
  common: {
    greeting: 'Hallo #name#,',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    signature: 'Dein NOVA-Team',
    footer:
      'Du erhältst diese E-Mail wegen deines NOVA-Kontos. Dies ist eine automatische Nachricht, bitte antworte nicht darauf.',
  },
  templates: {
    'confirm-account': {
      subject: 'Bestätige dein NOVA-Konto',
      paragraphs: [
        'Danke für deine Registrierung bei NOVA. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
      ],
      action: 'Konto bestätigen',
      closing: ['Falls du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.'],
    },
    'reset-password': {
      subject: 'Setze dein NOVA-Passwort zurück',
      paragraphs: [
        'Wir haben eine Anfrage erhalten, das Passwort deines NOVA-Kontos zurückzusetzen. Über die Schaltfläche unten kannst du ein neues wählen.',
      ],
      action: 'Neues Passwort wählen',
      closing: [
        'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
      ],
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
    'account-deleted': {
      subject: 'Dein NOVA-Konto wurde gelöscht',
      paragraphs: [
        'Wie von dir gewünscht, wurde dein NOVA-Konto gelöscht. Du wurdest überall abgemeldet, deine Geräte und VPN-Boxen wurden getrennt, und deine VPN-Pässe und Box-Abos sind beendet.',
        'Wir haben deinen Namen, deine E-Mail-Adresse, deine Adressen, Playlists und deine Nachrichten an den Support gelöscht. Deine Rechnungen und die Rechnungsdaten darauf müssen wir für die gesetzliche Frist aufbewahren; sie sind mit keinem Login mehr verbunden.',
        'Du kannst mit dieser E-Mail-Adresse jederzeit ein neues Konto anlegen. Falls du das nicht warst, kontaktiere sofort unseren Support.',
      ],
    },
    'order-paid': {
      subject: 'Deine NOVA-Bestellung ist bezahlt: Rechnung #invoiceNumber#',
      paragraphs: [
        'Danke für deinen Einkauf. Wir haben deine Zahlung von #total# für die Bestellung #purchaseId# erhalten.',
        'Das hast du gekauft:',
      ],
      action: 'Meine Bestellungen ansehen',
      closing: [
        'Deine Rechnung #invoiceNumber# hängt als PDF an dieser E-Mail. Du kannst sie außerdem jederzeit bei deinen Bestellungen herunterladen.',
      ],
    },
    'order-refunded': {
      subject: 'Gutschrift #creditNoteNumber# zu deiner NOVA-Bestellung #purchaseId#',
      paragraphs: {
        refund: [
          'Wir haben deine Bestellung #purchaseId# erstattet: #amount# sind auf dem Weg zurück zu dir.',
          PAID_BACK,
        ],
        'partial-refund': ['Wir haben dir #amount# deiner Bestellung #purchaseId# erstattet.', PAID_BACK],
        'not-deliverable': [
          'Wir konnten die Lizenz deiner Bestellung #purchaseId# nicht vergeben, weil das Gerät bereits eine lebenslange Lizenz hat. Deshalb haben wir dir die gesamte Zahlung von #amount# erstattet.',
          PAID_BACK,
        ],
        // The bank moved the money already: nothing is on its way.
        'dispute-lost': [
          'Die Zahlung von #amount# für deine Bestellung #purchaseId# wurde über deine Bank zurückgebucht. Was die Bestellung umfasste, ist damit beendet.',
        ],
      },
      action: 'Meine Bestellungen ansehen',
      closing: [
        'Deine Gutschrift #creditNoteNumber# hängt als PDF an dieser E-Mail. Du kannst sie außerdem jederzeit bei deinen Bestellungen herunterladen.',
      ],
    },
    'ticket-reply': {
      subject: 'Antwort auf dein Ticket ##number#: #subject#',
      paragraphs: ['Unser Support-Team hat auf dein Ticket ##number# „#subject#“ geantwortet:', '#message#'],
      action: 'Unterhaltung ansehen',
      closing: ['Du kannst in deinem Konto antworten oder das Ticket schließen.'],
    },
    'ticket-new': {
      subject: 'Neues Ticket ##number# (#group#): #subject#',
      paragraphs: ['#customer# hat das Ticket ##number# in der Gruppe #group# eröffnet: „#subject#“.', '#message#'],
      action: 'Ticket öffnen',
      closing: ['Du erhältst diese E-Mail, weil du im Support des Shops arbeitest.'],
    },
    'box-shipped': {
      subject: 'Deine NOVA Box ist unterwegs (Bestellung #purchaseId#)',
      paragraphs: {
        tracked: [
          'Gute Nachricht: Die VPN-Box deiner Bestellung #purchaseId# hat unser Lager verlassen und ist mit #carrier# unterwegs.',
          'Sendungsnummer: #trackingNumber#. Über den Button unten verfolgst du dein Paket auf der Seite des Versanddienstes.',
        ],
        untracked: [
          'Gute Nachricht: Die VPN-Box deiner Bestellung #purchaseId# hat unser Lager verlassen und ist mit #carrier# unterwegs.',
          'Sendungsnummer: #trackingNumber#. Mit dieser Nummer kannst du dein Paket auf der Website von #carrier# verfolgen.',
        ],
      },
      action: { tracked: 'Sendung verfolgen', untracked: 'Meine Bestellungen ansehen' },
      closing: [
        'Wenn das Paket ankommt, schließ die Box einfach an: Die Box ist schon mit deinem Konto verknüpft. Die Sendungsnummer findest du auch in deinen Bestellungen.',
      ],
    },
    'subscription-ending': {
      subject: '#item# endet am #date#',
      paragraphs: {
        pass: [
          'Dein VPN-Pass #item# endet am #date#.',
          'Verlängere ihn, um das VPN ohne Unterbrechung weiter zu nutzen: Die Zeit wird an sein Ende angehängt, und sein Code und die Konfigurationen auf deinen Geräten bleiben gleich.',
        ],
        box: [
          'Das VPN-Abo deiner Box #item# endet am #date#.',
          'Verlängere es, damit die Box verbunden bleibt: Die Zeit wird an sein Ende angehängt, und du musst nichts neu einrichten.',
        ],
      },
      action: 'Jetzt verlängern',
      closing: ['Du kannst diese Erinnerungen in deinem Profil ausschalten.'],
    },
    'subscription-ended': {
      subject: '#item# ist abgelaufen',
      paragraphs: {
        pass: [
          'Dein VPN-Pass #item# ist heute abgelaufen.',
          'Verlängere ihn innerhalb von 30 Tagen, um ihn mit demselben Code und denselben Konfigurationen zurückzubekommen.',
        ],
        box: ['Das VPN-Abo deiner Box #item# ist heute abgelaufen.', 'Verlängere es, um die Box wieder zu verbinden.'],
      },
      action: 'Verlängern',
      closing: ['Du kannst diese Erinnerungen in deinem Profil ausschalten.'],
    },
    'subscription-renews': {
      subject: '#item# verlängert sich am #date#',
      paragraphs: {
        pass: [
          'Dein VPN-Pass #item# verlängert sich am #date# automatisch: #amount# werden mit der von dir gewählten Zahlungsart abgebucht.',
          'Für deine Geräte ändert sich nichts. Wenn du keine Verlängerung möchtest, kündige sie vorher in deinem Konto; der Pass läuft dann bis zu seinem Ende.',
        ],
        box: [
          'Das VPN-Abo deiner Box #item# verlängert sich am #date# automatisch: #amount# werden mit der von dir gewählten Zahlungsart abgebucht.',
          'Wenn du keine Verlängerung möchtest, kündige sie vorher in deinem Konto; die Box bleibt dann bis zum Ende verbunden.',
        ],
      },
      action: 'Verlängerung verwalten',
      closing: ['Du kannst diese Erinnerungen in deinem Profil ausschalten.'],
    },
    'subscription-renewal-failed': {
      subject: 'Die Verlängerung von #item# konnte nicht bezahlt werden',
      paragraphs: {
        pass: [
          'Wir konnten die automatische Verlängerung deines VPN-Passes #item# nicht einziehen. Dein Zahlungsanbieter versucht es erneut.',
          'Dein Pass funktioniert weiter bis #date#. Prüfe deine Zahlungsart oder verlängere von Hand, damit er ohne Unterbrechung weiterläuft.',
        ],
        box: [
          'Wir konnten die automatische Verlängerung des VPN-Abos deiner Box #item# nicht einziehen. Dein Zahlungsanbieter versucht es erneut.',
          'Deine Box bleibt verbunden bis #date#. Prüfe deine Zahlungsart oder verlängere von Hand, damit sie ohne Unterbrechung weiterläuft.',
        ],
      },
      action: 'Von Hand verlängern',
      closing: ['Du erhältst diese E-Mail, weil die Verlängerung deines Abos fehlgeschlagen ist.'],
    },
  },
};
