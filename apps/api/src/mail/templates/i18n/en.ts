import type { MailLanguageTexts } from '../mail-texts';

export const en: MailLanguageTexts = {
  htmlLang: 'en',
  dir: 'ltr',
  common: {
    greeting: 'Hello #name#,',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signature: 'The NOVA team',
    footer: 'You are receiving this e-mail because of your NOVA account. This is an automatic message, please do not reply.',
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
      paragraphs: ['We received a request to reset the password of your NOVA account. Use the button below to choose a new one.'],
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
    'order-paid': {
      subject: 'Your NOVA order is paid: invoice #invoiceNumber#',
      paragraphs: ['Thank you for your purchase. We have received your payment of #total# for order #purchaseId#.', 'What you bought:'],
      action: 'View my orders',
      closing: ['Your invoice #invoiceNumber# is attached to this e-mail as a PDF. You can also download it from your orders at any time.'],
    },
  },
};
