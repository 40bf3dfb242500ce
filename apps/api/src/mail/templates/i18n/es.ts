import type { MailLanguageTexts } from '../mail-texts';

export const es: MailLanguageTexts = {
  htmlLang: 'es',
  dir: 'ltr',
  common: {
    greeting: 'Hola, #name#:',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signature: 'El equipo de NOVA',
    footer: 'Recibes este correo por tu cuenta de NOVA. Es un mensaje automático, por favor no respondas.',
  },
  templates: {
    'confirm-account': {
      subject: 'Confirma tu cuenta de NOVA',
      paragraphs: ['Gracias por registrarte en NOVA. Confirma tu dirección de correo electrónico para activar tu cuenta.'],
      action: 'Confirmar mi cuenta',
      closing: ['Si no has creado ninguna cuenta, puedes ignorar este correo.'],
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de NOVA',
      paragraphs: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de NOVA. Usa el botón de abajo para elegir una nueva.'],
      action: 'Elegir una nueva contraseña',
      closing: ['Si no lo has solicitado, puedes ignorar este correo: tu contraseña no cambiará.'],
    },
    'tfa-recovery': {
      subject: 'Desactiva la verificación en dos pasos en NOVA',
      paragraphs: [
        'Hemos recibido una solicitud para desactivar la verificación en dos pasos de tu cuenta de NOVA porque ya no puedes usar tu aplicación de autenticación.',
        'Después de confirmarlo, iniciarás sesión solo con tu contraseña. Te recomendamos volver a activar la verificación en dos pasos después.',
      ],
      action: 'Desactivar la verificación en dos pasos',
      closing: ['Si no lo has solicitado, ignora este correo y plantéate cambiar tu contraseña.'],
    },
    'tfa-disabled': {
      subject: 'Se ha desactivado la verificación en dos pasos',
      paragraphs: [
        'Se ha desactivado la verificación en dos pasos de tu cuenta de NOVA. A partir de ahora iniciarás sesión solo con tu contraseña.',
        'Si no has sido tú, cambia tu contraseña de inmediato y contacta con nuestro soporte.',
      ],
    },
    'password-changed': {
      subject: 'Se ha cambiado tu contraseña de NOVA',
      paragraphs: [
        'Se acaba de cambiar la contraseña de tu cuenta de NOVA. Por tu seguridad, se ha cerrado la sesión en todos los dispositivos.',
        'Si no has sido tú, restablece tu contraseña de inmediato y contacta con nuestro soporte.',
      ],
    },
    'order-paid': {
      subject: 'Tu pedido de NOVA está pagado: factura #invoiceNumber#',
      paragraphs: ['Gracias por tu compra. Hemos recibido tu pago de #total# del pedido #purchaseId#.', 'Esto es lo que has comprado:'],
      action: 'Ver mis pedidos',
      closing: ['Tu factura #invoiceNumber# va adjunta a este correo en PDF. También puedes descargarla cuando quieras desde tus pedidos.'],
    },
  },
};
