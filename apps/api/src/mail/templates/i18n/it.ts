import type { MailLanguageTexts } from '../mail-texts';

/** Where refunded money goes and how long it takes (the providers' usual time). */
const PAID_BACK =
  'Il denaro torna sul metodo di pagamento che hai usato e di solito arriva sul tuo conto entro pochi giorni, a seconda della tua banca o del fornitore di pagamento.';

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
      paragraphs: [
        'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account NOVA. Usa il pulsante qui sotto per sceglierne una nuova.',
      ],
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
    'account-deleted': {
      subject: 'Il tuo account NOVA è stato eliminato',
      paragraphs: [
        'Come hai chiesto, il tuo account NOVA è stato eliminato. Sei stato disconnesso ovunque, i tuoi dispositivi e box VPN sono stati scollegati e i tuoi pass VPN e abbonamenti dei box sono terminati.',
        'Abbiamo cancellato il tuo nome, l’indirizzo e-mail, gli indirizzi, le playlist e i tuoi messaggi al supporto. La legge ci obbliga a conservare le tue fatture e i dati di fatturazione che riportano per il periodo previsto; non sono più collegati ad alcun accesso.',
        'Puoi creare un nuovo account con questo indirizzo e-mail in qualsiasi momento. Se non sei stato tu, contatta subito il nostro supporto.',
      ],
    },
    'order-paid': {
      subject: 'Il tuo ordine NOVA è pagato: fattura #invoiceNumber#',
      paragraphs: [
        'Grazie per il tuo acquisto. Abbiamo ricevuto il tuo pagamento di #total# per l’ordine #purchaseId#.',
        'Hai acquistato:',
      ],
      action: 'Vedi i miei ordini',
      closing: [
        'La fattura #invoiceNumber# è allegata a questa e-mail in formato PDF. Puoi scaricarla in qualsiasi momento anche dai tuoi ordini.',
      ],
    },
    'order-refunded': {
      subject: 'Nota di credito #creditNoteNumber# per il tuo ordine NOVA #purchaseId#',
      paragraphs: {
        refund: ['Abbiamo rimborsato il tuo ordine #purchaseId#: ti restituiamo #amount#.', PAID_BACK],
        'partial-refund': ['Ti abbiamo rimborsato #amount# del tuo ordine #purchaseId#.', PAID_BACK],
        'not-deliverable': [
          'Non abbiamo potuto assegnare la licenza del tuo ordine #purchaseId#, perché il dispositivo ha già una licenza a vita. Per questo ti abbiamo rimborsato l’intero pagamento di #amount#.',
          PAID_BACK,
        ],
        // The bank moved the money already: nothing is on its way.
        'dispute-lost': [
          'Il pagamento di #amount# per il tuo ordine #purchaseId# è stato stornato tramite la tua banca. Quanto incluso nell’ordine è quindi terminato.',
        ],
      },
      action: 'Vedi i miei ordini',
      closing: [
        'La nota di credito #creditNoteNumber# è allegata a questa e-mail in formato PDF. Puoi scaricarla in qualsiasi momento anche dai tuoi ordini.',
      ],
    },
    'ticket-reply': {
      subject: 'Risposta al tuo ticket ##number#: #subject#',
      paragraphs: ['Il nostro supporto ha risposto al tuo ticket ##number# "#subject#":', '#message#'],
      action: 'Apri la conversazione',
      closing: ['Puoi rispondere o chiudere il ticket dal tuo account.'],
    },
    'ticket-new': {
      subject: 'Nuovo ticket ##number# (#group#): #subject#',
      paragraphs: ['#customer# ha aperto il ticket ##number# nel gruppo #group#: "#subject#".', '#message#'],
      action: 'Apri il ticket',
      closing: ['Ricevi questa e-mail perché sei un operatore del supporto del negozio.'],
    },
    'box-shipped': {
      subject: 'Il tuo box NOVA è in viaggio (ordine #purchaseId#)',
      paragraphs: {
        tracked: [
          'Buone notizie: il box VPN del tuo ordine #purchaseId# ha lasciato il nostro magazzino e viaggia con #carrier#.',
          'Numero di tracciamento: #trackingNumber#. Segui il pacco sulla pagina del corriere con il pulsante qui sotto.',
        ],
        untracked: [
          'Buone notizie: il box VPN del tuo ordine #purchaseId# ha lasciato il nostro magazzino e viaggia con #carrier#.',
          'Numero di tracciamento: #trackingNumber#. Puoi seguire il pacco con questo numero sul sito di #carrier#.',
        ],
      },
      action: { tracked: 'Traccia il pacco', untracked: 'Vedi i miei ordini' },
      closing: [
        'Quando arriva, collega semplicemente il box: è già associato al tuo account. Trovi il numero di tracciamento anche nei tuoi ordini.',
      ],
    },
    'subscription-ending': {
      subject: '#item# scade il #date#',
      paragraphs: {
        pass: [
          'Il tuo pass VPN #item# scade il #date#.',
          'Rinnovalo per continuare a usare la VPN senza interruzioni: il tempo si aggiunge alla sua scadenza, e il codice e le configurazioni sui tuoi dispositivi restano gli stessi.',
        ],
        box: [
          "L'abbonamento VPN del tuo box #item# scade il #date#.",
          'Rinnovalo per mantenere il box connesso: il tempo si aggiunge alla sua scadenza e non devi configurare nulla di nuovo.',
        ],
      },
      action: 'Rinnova ora',
      closing: ['Puoi disattivare questi promemoria nel tuo profilo.'],
    },
    'subscription-ended': {
      subject: '#item# è scaduto',
      paragraphs: {
        pass: [
          'Il tuo pass VPN #item# è scaduto oggi.',
          'Rinnovalo entro 30 giorni per riaverlo con lo stesso codice e le stesse configurazioni.',
        ],
        box: ["L'abbonamento VPN del tuo box #item# è scaduto oggi.", 'Rinnovalo per ricollegare il box.'],
      },
      action: 'Rinnova',
      closing: ['Puoi disattivare questi promemoria nel tuo profilo.'],
    },
    'subscription-renews': {
      subject: '#item# si rinnova il #date#',
      paragraphs: {
        pass: [
          'Il tuo pass VPN #item# si rinnova automaticamente il #date#: verranno addebitati #amount# con il metodo di pagamento che hai scelto.',
          'Per i tuoi dispositivi non cambia nulla. Se non vuoi rinnovarlo, annulla il rinnovo dal tuo account prima di quella data; il pass durerà fino alla sua scadenza.',
        ],
        box: [
          "L'abbonamento VPN del tuo box #item# si rinnova automaticamente il #date#: verranno addebitati #amount# con il metodo di pagamento che hai scelto.",
          'Se non vuoi rinnovarlo, annulla il rinnovo dal tuo account prima di quella data; il box resterà collegato fino alla scadenza.',
        ],
      },
      action: 'Gestisci il rinnovo',
      closing: ['Puoi disattivare questi promemoria nel tuo profilo.'],
    },
    'subscription-renewal-failed': {
      subject: 'Non è stato possibile addebitare il rinnovo di #item#',
      paragraphs: {
        pass: [
          'Non siamo riusciti ad addebitare il rinnovo automatico del tuo pass VPN #item#. Il tuo fornitore di pagamento riproverà.',
          'Il tuo pass continua a funzionare fino al #date#. Controlla il metodo di pagamento o rinnova a mano per non avere interruzioni.',
        ],
        box: [
          "Non siamo riusciti ad addebitare il rinnovo automatico dell'abbonamento VPN del tuo box #item#. Il tuo fornitore di pagamento riproverà.",
          'Il tuo box resta collegato fino al #date#. Controlla il metodo di pagamento o rinnova a mano per non avere interruzioni.',
        ],
      },
      action: 'Rinnova a mano',
      closing: ['Ricevi questa e-mail perché il rinnovo del tuo abbonamento non è riuscito.'],
    },
  },
};
