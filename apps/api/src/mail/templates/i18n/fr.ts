import type { MailLanguageTexts } from '../mail-texts';

/** Where refunded money goes and how long it takes (the providers' usual time). */
const PAID_BACK =
  'L’argent est reversé sur le moyen de paiement utilisé et arrive généralement sur votre compte en quelques jours, selon votre banque ou votre prestataire de paiement.';

export const fr: MailLanguageTexts = {
  htmlLang: 'fr',
  dir: 'ltr',
  common: {
    greeting: 'Bonjour #name#,',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'L’équipe NOVA',
    footer:
      'Vous recevez cet e-mail en raison de votre compte NOVA. Ceci est un message automatique, merci de ne pas y répondre.',
  },
  templates: {
    'confirm-account': {
      subject: 'Confirmez votre compte NOVA',
      paragraphs: [
        'Merci de vous être inscrit sur NOVA. Veuillez confirmer votre adresse e-mail pour activer votre compte.',
      ],
      action: 'Confirmer mon compte',
      closing: ['Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.'],
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe NOVA',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte NOVA. Utilisez le bouton ci-dessous pour en choisir un nouveau.',
      ],
      action: 'Choisir un nouveau mot de passe',
      closing: [
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
    },
    'tfa-recovery': {
      subject: 'Désactiver l’authentification à deux facteurs sur NOVA',
      paragraphs: [
        'Nous avons reçu une demande de désactivation de l’authentification à deux facteurs de votre compte NOVA, car vous ne pouvez plus utiliser votre application d’authentification.',
        'Après confirmation, vous vous connecterez avec votre seul mot de passe. Nous vous conseillons de réactiver ensuite l’authentification à deux facteurs.',
      ],
      action: 'Désactiver l’authentification à deux facteurs',
      closing: [
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail et pensez à changer votre mot de passe.',
      ],
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
    'account-deleted': {
      subject: 'Votre compte NOVA a été supprimé',
      paragraphs: [
        'Comme vous l’avez demandé, votre compte NOVA a été supprimé. Vous avez été déconnecté partout, vos appareils et boîtiers VPN ont été dissociés, et vos pass VPN et abonnements de boîtier ont pris fin.',
        'Nous avons effacé votre nom, votre adresse e-mail, vos adresses, vos playlists et vos messages au support. La loi nous oblige à conserver vos factures et les données de facturation qu’elles contiennent pendant la durée légale ; elles ne sont plus liées à aucun identifiant.',
        'Vous pouvez créer un nouveau compte avec cette adresse e-mail à tout moment. Si ce n’était pas vous, contactez immédiatement notre support.',
      ],
    },
    'order-paid': {
      subject: 'Votre commande NOVA est payée : facture #invoiceNumber#',
      paragraphs: [
        'Merci pour votre achat. Nous avons bien reçu votre paiement de #total# pour la commande #purchaseId#.',
        'Votre commande :',
      ],
      action: 'Voir mes commandes',
      closing: [
        'Votre facture #invoiceNumber# est jointe à cet e-mail au format PDF. Vous pouvez aussi la télécharger à tout moment depuis vos commandes.',
      ],
    },
    'order-refunded': {
      subject: 'Avoir #creditNoteNumber# pour votre commande NOVA #purchaseId#',
      paragraphs: {
        refund: ['Nous avons remboursé votre commande #purchaseId#, soit #amount#.', PAID_BACK],
        'partial-refund': ['Nous vous avons remboursé #amount# sur votre commande #purchaseId#.', PAID_BACK],
        'not-deliverable': [
          'Nous n’avons pas pu attribuer la licence de votre commande #purchaseId#, car l’appareil possède déjà une licence à vie. Nous vous avons donc remboursé l’intégralité du paiement, soit #amount#.',
          PAID_BACK,
        ],
        // The bank moved the money already: nothing is on its way.
        'dispute-lost': [
          'Le paiement de #amount# pour votre commande #purchaseId# a été repris par votre banque. Ce que comprenait la commande a donc pris fin.',
        ],
      },
      action: 'Voir mes commandes',
      closing: [
        'Votre avoir #creditNoteNumber# est joint à cet e-mail au format PDF. Vous pouvez aussi le télécharger à tout moment depuis vos commandes.',
      ],
    },
    'ticket-reply': {
      subject: 'Réponse à votre ticket ##number# : #subject#',
      paragraphs: ["Notre équipe d'assistance a répondu à votre ticket ##number# « #subject# » :", '#message#'],
      action: 'Voir la conversation',
      closing: ['Vous pouvez répondre ou fermer le ticket depuis votre compte.'],
    },
    'ticket-new': {
      subject: 'Nouveau ticket ##number# (#group#) : #subject#',
      paragraphs: ['#customer# a ouvert le ticket ##number# dans le groupe #group# : « #subject# ».', '#message#'],
      action: 'Ouvrir le ticket',
      closing: ["Vous recevez cet e-mail parce que vous êtes agent d'assistance de la boutique."],
    },
    'box-shipped': {
      subject: 'Votre box NOVA est en route (commande #purchaseId#)',
      paragraphs: {
        tracked: [
          'Bonne nouvelle : la box VPN de votre commande #purchaseId# a quitté notre entrepôt et voyage avec #carrier#.',
          'Numéro de suivi : #trackingNumber#. Suivez votre colis sur la page du transporteur avec le bouton ci-dessous.',
        ],
        untracked: [
          'Bonne nouvelle : la box VPN de votre commande #purchaseId# a quitté notre entrepôt et voyage avec #carrier#.',
          'Numéro de suivi : #trackingNumber#. Vous pouvez suivre votre colis avec ce numéro sur le site de #carrier#.',
        ],
      },
      action: { tracked: 'Suivre mon colis', untracked: 'Voir mes commandes' },
      closing: [
        "À l'arrivée, branchez simplement la box : elle est déjà liée à votre compte. Le numéro de suivi figure aussi dans vos commandes.",
      ],
    },
    'subscription-ending': {
      subject: '#item# se termine le #date#',
      paragraphs: {
        pass: [
          'Votre pass VPN #item# se termine le #date#.',
          "Renouvelez-le pour continuer à utiliser le VPN sans interruption : la durée s'ajoute à sa fin, et son code comme les configurations de vos appareils restent les mêmes.",
        ],
        box: [
          "L'abonnement VPN de votre boîtier #item# se termine le #date#.",
          "Renouvelez-le pour que le boîtier reste connecté : la durée s'ajoute à sa fin, et rien n'est à reconfigurer.",
        ],
      },
      action: 'Renouveler maintenant',
      closing: ['Vous pouvez désactiver ces rappels dans votre profil.'],
    },
    'subscription-ended': {
      subject: '#item# est terminé',
      paragraphs: {
        pass: [
          "Votre pass VPN #item# s'est terminé aujourd'hui.",
          'Renouvelez-le dans les 30 jours pour le retrouver avec le même code et les mêmes configurations.',
        ],
        box: [
          "L'abonnement VPN de votre boîtier #item# s'est terminé aujourd'hui.",
          'Renouvelez-le pour reconnecter le boîtier.',
        ],
      },
      action: 'Renouveler',
      closing: ['Vous pouvez désactiver ces rappels dans votre profil.'],
    },
    'subscription-renews': {
      subject: '#item# se renouvelle le #date#',
      paragraphs: {
        pass: [
          'Votre pass VPN #item# se renouvelle automatiquement le #date# : #amount# seront prélevés avec le moyen de paiement que vous avez choisi.',
          "Rien ne change pour vos appareils. Si vous ne souhaitez pas le renouveler, annulez le renouvellement depuis votre compte avant cette date ; le pass ira alors jusqu'à son terme.",
        ],
        box: [
          "L'abonnement VPN de votre boîtier #item# se renouvelle automatiquement le #date# : #amount# seront prélevés avec le moyen de paiement que vous avez choisi.",
          "Si vous ne souhaitez pas le renouveler, annulez le renouvellement depuis votre compte avant cette date ; le boîtier restera connecté jusqu'à son terme.",
        ],
      },
      action: 'Gérer le renouvellement',
      closing: ['Vous pouvez désactiver ces rappels dans votre profil.'],
    },
    'subscription-renewal-failed': {
      subject: "Le renouvellement de #item# n'a pas pu être payé",
      paragraphs: {
        pass: [
          "Nous n'avons pas pu encaisser le renouvellement automatique de votre pass VPN #item#. Votre prestataire de paiement va réessayer.",
          "Votre pass continue de fonctionner jusqu'au #date#. Vérifiez votre moyen de paiement, ou renouvelez-le vous-même pour le garder sans interruption.",
        ],
        box: [
          "Nous n'avons pas pu encaisser le renouvellement automatique de l'abonnement VPN de votre boîtier #item#. Votre prestataire de paiement va réessayer.",
          "Votre boîtier reste connecté jusqu'au #date#. Vérifiez votre moyen de paiement, ou renouvelez-le vous-même pour le garder sans interruption.",
        ],
      },
      action: 'Renouveler moi-même',
      closing: ['Vous recevez ce message parce que le renouvellement de votre abonnement a échoué.'],
    },
  },
};
