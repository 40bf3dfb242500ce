import type { MailLanguageTexts } from '../mail-texts';

export const fr: MailLanguageTexts = {
  htmlLang: 'fr',
  dir: 'ltr',
  common: {
    greeting: 'Bonjour #name#,',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'L’équipe NOVA',
    footer: 'Vous recevez cet e-mail en raison de votre compte NOVA. Ceci est un message automatique, merci de ne pas y répondre.',
  },
  templates: {
    'confirm-account': {
      subject: 'Confirmez votre compte NOVA',
      paragraphs: ['Merci de vous être inscrit sur NOVA. Veuillez confirmer votre adresse e-mail pour activer votre compte.'],
      action: 'Confirmer mon compte',
      closing: ['Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.'],
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe NOVA',
      paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte NOVA. Utilisez le bouton ci-dessous pour en choisir un nouveau.'],
      action: 'Choisir un nouveau mot de passe',
      closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.'],
    },
    'tfa-recovery': {
      subject: 'Désactiver l’authentification à deux facteurs sur NOVA',
      paragraphs: [
        'Nous avons reçu une demande de désactivation de l’authentification à deux facteurs de votre compte NOVA, car vous ne pouvez plus utiliser votre application d’authentification.',
        'Après confirmation, vous vous connecterez avec votre seul mot de passe. Nous vous conseillons de réactiver ensuite l’authentification à deux facteurs.',
      ],
      action: 'Désactiver l’authentification à deux facteurs',
      closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail et pensez à changer votre mot de passe.'],
    },
    'tfa-disabled': {
      subject: 'L’authentification à deux facteurs a été désactivée',
      paragraphs: [
        'L’authentification à deux facteurs de votre compte NOVA a été désactivée. Vous vous connectez désormais avec votre seul mot de passe.',
        'Si ce n’était pas vous, changez immédiatement votre mot de passe et contactez notre support.',
      ],
    },
    'password-changed': {
      subject: 'Votre mot de passe NOVA a été modifié',
      paragraphs: [
        'Le mot de passe de votre compte NOVA vient d’être modifié. Pour votre sécurité, tous les appareils ont été déconnectés.',
        'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et contactez notre support.',
      ],
    },
    'order-paid': {
      subject: 'Votre commande NOVA est payée : facture #invoiceNumber#',
      paragraphs: ['Merci pour votre achat. Nous avons bien reçu votre paiement de #total# pour la commande #purchaseId#.', 'Votre commande :'],
      action: 'Voir mes commandes',
      closing: ['Votre facture #invoiceNumber# est jointe à cet e-mail au format PDF. Vous pouvez aussi la télécharger à tout moment depuis vos commandes.'],
    },
  },
};
