import type { MailLanguageTexts } from '../mail-texts';

export const it: MailLanguageTexts = {
  htmlLang: 'it',
  dir: 'ltr',
  common: {
    greeting: 'Ciao #name#,',
    linkHint: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signature: 'Il team NOVA',
    footer: 'Ricevi questa e-mail per via del tuo account NOVA. È un messaggio automatico, per favore non rispondere.',
  },
  templates: {
    'confirm-account': {
      subject: 'Conferma il tuo account NOVA',
      paragraphs: ['Grazie per esserti registrato su NOVA. Conferma il tuo indirizzo e-mail per attivare l’account.'],
      action: 'Conferma il mio account',
      closing: ['Se non hai creato un account, puoi ignorare questa e-mail.'],
    },
    'reset-password': {
      subject: 'Reimposta la tua password NOVA',
      paragraphs: ['Abbiamo ricevuto una richiesta di reimpostare la password del tuo account NOVA. Usa il pulsante qui sotto per sceglierne una nuova.'],
      action: 'Scegli una nuova password',
      closing: ['Se non l’hai richiesto tu, puoi ignorare questa e-mail: la tua password resta invariata.'],
    },
    'tfa-recovery': {
      subject: 'Disattiva l’autenticazione a due fattori su NOVA',
      paragraphs: [
        'Abbiamo ricevuto una richiesta di disattivare l’autenticazione a due fattori del tuo account NOVA, perché non puoi più usare la tua app di autenticazione.',
        'Dopo la conferma accederai solo con la password. Ti consigliamo di riattivare poi l’autenticazione a due fattori.',
      ],
      action: 'Disattiva l’autenticazione a due fattori',
      closing: ['Se non l’hai richiesto tu, ignora questa e-mail e valuta di cambiare la password.'],
    },
    'tfa-disabled': {
      subject: 'L’autenticazione a due fattori è stata disattivata',
      paragraphs: [
        'L’autenticazione a due fattori del tuo account NOVA è stata disattivata. D’ora in poi accedi solo con la password.',
        'Se non sei stato tu, cambia subito la password e contatta il nostro supporto.',
      ],
    },
    'password-changed': {
      subject: 'La tua password NOVA è stata cambiata',
      paragraphs: [
        'La password del tuo account NOVA è appena stata cambiata. Per la tua sicurezza, tutti i dispositivi sono stati disconnessi.',
        'Se non sei stato tu, reimposta subito la password e contatta il nostro supporto.',
      ],
    },
    'order-paid': {
      subject: 'Il tuo ordine NOVA è pagato: fattura #invoiceNumber#',
      paragraphs: ['Grazie per il tuo acquisto. Abbiamo ricevuto il tuo pagamento di #total# per l’ordine #purchaseId#.', 'Hai acquistato:'],
      action: 'Vedi i miei ordini',
      closing: ['La fattura #invoiceNumber# è allegata a questa e-mail in formato PDF. Puoi scaricarla in qualsiasi momento anche dai tuoi ordini.'],
    },
  },
};
