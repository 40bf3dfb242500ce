import type { MailLanguageTexts } from '../mail-texts';

/** Where refunded money goes and how long it takes (the providers' usual time). */
const PAID_BACK =
  'The money goes back to the means of payment you used and usually reaches your account within a few days, depending on your bank or payment provider.';

export const en: MailLanguageTexts = {
  htmlLang: 'en',
  dir: 'ltr',
  common: {
    greeting: 'Hello #name#,',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signature: 'The NOVA team',
    footer:
      'You are receiving this e-mail because of your NOVA account. This is an automatic message, please do not reply.',
  },
  templates: {
    'confirm-account': {
      subject: 'Confirm your NOVA account',
      paragraphs: ['Thank you for signing up to NOVA. Please confirm your e-mail address to activate your account.'],
      action: 'Confirm my account',
      closing: ['If you did not create an account, you can ignore this e-mail.'],
    },
    'reset-password': {
      subject: 'Reset your NOVA password',
      paragraphs: [
        'We received a request to reset the password of your NOVA account. Use the button below to choose a new one.',
      ],
      action: 'Choose a new password',
      closing: ['If you did not ask for this, you can ignore this e-mail: your password stays the same.'],
    },
    'tfa-recovery': {
      subject: 'Turn off two-factor authentication on NOVA',
      paragraphs: [
        'We received a request to turn off two-factor authentication for your NOVA account, because you can no longer use your authenticator app.',
        'After you confirm, you can log in with your password alone. We recommend turning two-factor authentication on again afterwards.',
      ],
      action: 'Turn off two-factor authentication',
      closing: ['If you did not ask for this, ignore this e-mail and consider changing your password.'],
    },
    'tfa-disabled': {
      subject: 'Two-factor authentication was turned off',
      paragraphs: [
        'Two-factor authentication has been turned off for your NOVA account. From now on you log in with your password alone.',
        'If you did not do this, change your password straight away and contact our support.',
      ],
    },
    'password-changed': {
      subject: 'Your NOVA password was changed',
      paragraphs: [
        'The password of your NOVA account has just been changed. For your safety, every device was logged out.',
        'If you did not do this, reset your password straight away and contact our support.',
      ],
    },
    'account-deleted': {
      subject: 'Your NOVA account has been deleted',
      paragraphs: [
        'As you asked, your NOVA account has been deleted. You have been logged out everywhere, your devices and VPN boxes were unpaired, and your VPN passes and box subscriptions have ended.',
        'We erased your name, e-mail address, addresses, playlists and your messages to support. The law requires us to keep your invoices and the billing data on them for the statutory period; they are no longer linked to any login.',
        'You can create a new account with this e-mail address at any time. If you did not ask for this, contact our support straight away.',
      ],
    },
    'order-paid': {
      subject: 'Your NOVA order is paid: invoice #invoiceNumber#',
      paragraphs: [
        'Thank you for your purchase. We have received your payment of #total# for order #purchaseId#.',
        'What you bought:',
      ],
      action: 'View my orders',
      closing: [
        'Your invoice #invoiceNumber# is attached to this e-mail as a PDF. You can also download it from your orders at any time.',
      ],
    },
    'order-refunded': {
      subject: 'Credit note #creditNoteNumber# for your NOVA order #purchaseId#',
      paragraphs: {
        refund: ['We have refunded your order #purchaseId#: #amount# is on its way back to you.', PAID_BACK],
        'partial-refund': ['We have refunded #amount# of your order #purchaseId#.', PAID_BACK],
        'not-deliverable': [
          'We could not grant the licence of your order #purchaseId#, because the device already has a lifetime licence. So we have refunded the whole payment of #amount#.',
          PAID_BACK,
        ],
        // The bank moved the money already: nothing is on its way.
        'dispute-lost': [
          'The payment of #amount# for your order #purchaseId# was taken back through your bank. What the order included has therefore ended.',
        ],
      },
      action: 'View my orders',
      closing: [
        'Your credit note #creditNoteNumber# is attached to this e-mail as a PDF. You can also download it from your orders at any time.',
      ],
    },
    'ticket-reply': {
      subject: 'Reply to your ticket ##number#: #subject#',
      paragraphs: ['Our support team has replied to your ticket ##number# "#subject#":', '#message#'],
      action: 'View the conversation',
      closing: ['You can reply or close the ticket from your account.'],
    },
    'ticket-new': {
      subject: 'New ticket ##number# (#group#): #subject#',
      paragraphs: ['#customer# has opened ticket ##number# in the group #group#: "#subject#".', '#message#'],
      action: 'Open the ticket',
      closing: ['You get this mail because you are a support agent of the shop.'],
    },
    'box-shipped': {
      subject: 'Your NOVA box is on its way (order #purchaseId#)',
      paragraphs: {
        tracked: [
          'Good news: the VPN box of your order #purchaseId# has left our warehouse and is travelling with #carrier#.',
          "Tracking number: #trackingNumber#. Follow your parcel on the carrier's page with the button below.",
        ],
        untracked: [
          'Good news: the VPN box of your order #purchaseId# has left our warehouse and is travelling with #carrier#.',
          'Tracking number: #trackingNumber#. You can follow your parcel with this number on the website of #carrier#.',
        ],
      },
      action: { tracked: 'Track my parcel', untracked: 'View my orders' },
      closing: [
        'When it arrives, just plug the box in: it is already linked to your account. The tracking number is in your orders too.',
      ],
    },
    'subscription-ending': {
      subject: '#item# ends on #date#',
      paragraphs: {
        pass: [
          'Your VPN pass #item# ends on #date#.',
          'Renew it to keep using the VPN without a break: the time is added to its end, and its code and the configurations on your devices stay the same.',
        ],
        box: [
          'The VPN subscription of your box #item# ends on #date#.',
          'Renew it to keep the box connected: the time is added to its end, and nothing needs setting up again.',
        ],
      },
      action: 'Renew now',
      closing: ['You can turn these reminders off in your profile.'],
    },
    'subscription-ended': {
      subject: '#item# has ended',
      paragraphs: {
        pass: [
          'Your VPN pass #item# ended today.',
          'Renew it within 30 days to get it back with the same code and configurations.',
        ],
        box: ['The VPN subscription of your box #item# ended today.', 'Renew it to connect the box again.'],
      },
      action: 'Renew',
      closing: ['You can turn these reminders off in your profile.'],
    },
    'subscription-renews': {
      subject: '#item# renews on #date#',
      paragraphs: {
        pass: [
          'Your VPN pass #item# renews automatically on #date#: #amount# will be charged with the payment method you chose.',
          'Nothing changes for your devices. If you do not want it to renew, cancel the renewal from your account before then; the pass then runs to its end.',
        ],
        box: [
          'The VPN subscription of your box #item# renews automatically on #date#: #amount# will be charged with the payment method you chose.',
          'If you do not want it to renew, cancel the renewal from your account before then; the box then stays connected to its end.',
        ],
      },
      action: 'Manage the renewal',
      closing: ['You can turn these reminders off in your profile.'],
    },
    'subscription-renewal-failed': {
      subject: 'The renewal of #item# could not be paid',
      paragraphs: {
        pass: [
          'We could not collect the automatic renewal of your VPN pass #item#. Your payment provider will try again.',
          'Your pass keeps working until #date#. Check your payment method, or renew by hand to keep it without a break.',
        ],
        box: [
          'We could not collect the automatic renewal of the VPN subscription of your box #item#. Your payment provider will try again.',
          'Your box stays connected until #date#. Check your payment method, or renew by hand to keep it without a break.',
        ],
      },
      action: 'Renew by hand',
      closing: ['You get this mail because the renewal of your subscription failed.'],
    },
  },
};
