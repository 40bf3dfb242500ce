import type { MailLanguageTexts } from '../mail-texts';

/** Where refunded money goes and how long it takes (the providers' usual time). */
const PAID_BACK =
  'El dinero vuelve al medio de pago que usaste y normalmente llega a tu cuenta en pocos días, según tu banco o proveedor de pago.';

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
      paragraphs: [
        'Gracias por registrarte en NOVA. Confirma tu dirección de correo electrónico para activar tu cuenta.',
      ],
      action: 'Confirmar mi cuenta',
      closing: ['Si no has creado ninguna cuenta, puedes ignorar este correo.'],
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de NOVA',
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de NOVA. Usa el botón de abajo para elegir una nueva.',
      ],
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
    'account-deleted': {
      subject: 'Tu cuenta de NOVA se ha eliminado',
      paragraphs: [
        'Tal como pediste, tu cuenta de NOVA se ha eliminado. Se ha cerrado tu sesión en todas partes, tus dispositivos y cajas VPN se han desvinculado, y tus pases VPN y suscripciones de caja han terminado.',
        'Hemos borrado tu nombre, tu dirección de correo, tus direcciones, tus listas de reproducción y tus mensajes al soporte. La ley nos obliga a conservar tus facturas y los datos de facturación que contienen durante el plazo legal; ya no están vinculados a ningún inicio de sesión.',
        'Puedes crear una cuenta nueva con esta dirección de correo cuando quieras. Si no has sido tú, contacta con nuestro soporte de inmediato.',
      ],
    },
    'order-paid': {
      subject: 'Tu pedido de NOVA está pagado: factura #invoiceNumber#',
      paragraphs: [
        'Gracias por tu compra. Hemos recibido tu pago de #total# del pedido #purchaseId#.',
        'Esto es lo que has comprado:',
      ],
      action: 'Ver mis pedidos',
      closing: [
        'Tu factura #invoiceNumber# va adjunta a este correo en PDF. También puedes descargarla cuando quieras desde tus pedidos.',
      ],
    },
    'order-refunded': {
      subject: 'Factura rectificativa #creditNoteNumber# de tu pedido de NOVA #purchaseId#',
      paragraphs: {
        refund: ['Hemos reembolsado tu pedido #purchaseId#: te devolvemos #amount#.', PAID_BACK],
        'partial-refund': ['Te hemos reembolsado #amount# de tu pedido #purchaseId#.', PAID_BACK],
        'not-deliverable': [
          'No hemos podido conceder la licencia de tu pedido #purchaseId# porque el dispositivo ya tiene una licencia vitalicia. Por eso te hemos reembolsado el pago completo de #amount#.',
          PAID_BACK,
        ],
        // The bank moved the money already: nothing is on its way.
        'dispute-lost': [
          'El pago de #amount# de tu pedido #purchaseId# se ha retrocedido a través de tu banco. Por ello, lo que incluía el pedido ha finalizado.',
        ],
      },
      action: 'Ver mis pedidos',
      closing: [
        'Tu factura rectificativa #creditNoteNumber# va adjunta a este correo en PDF. También puedes descargarla cuando quieras desde tus pedidos.',
      ],
    },
    'ticket-reply': {
      subject: 'Respuesta a tu ticket ##number#: #subject#',
      paragraphs: ['Nuestro equipo de soporte ha respondido a tu ticket ##number# "#subject#":', '#message#'],
      action: 'Ver la conversación',
      closing: ['Puedes responder o cerrar el ticket desde tu cuenta.'],
    },
    'ticket-new': {
      subject: 'Nuevo ticket ##number# (#group#): #subject#',
      paragraphs: ['#customer# ha abierto el ticket ##number# en el grupo #group#: "#subject#".', '#message#'],
      action: 'Abrir el ticket',
      closing: ['Recibes este correo porque eres agente de soporte de la tienda.'],
    },
    'box-shipped': {
      subject: 'Tu box NOVA está en camino (pedido #purchaseId#)',
      paragraphs: {
        tracked: [
          'Buenas noticias: el box VPN de tu pedido #purchaseId# ha salido de nuestro almacén y viaja con #carrier#.',
          'Número de seguimiento: #trackingNumber#. Sigue tu paquete en la página del transportista con el botón de abajo.',
        ],
        untracked: [
          'Buenas noticias: el box VPN de tu pedido #purchaseId# ha salido de nuestro almacén y viaja con #carrier#.',
          'Número de seguimiento: #trackingNumber#. Puedes seguir tu paquete con este número en la web de #carrier#.',
        ],
      },
      action: { tracked: 'Seguir mi paquete', untracked: 'Ver mis pedidos' },
      closing: [
        'Cuando llegue, solo tienes que enchufar el box: ya está vinculado a tu cuenta. También encontrarás el número de seguimiento en tus pedidos.',
      ],
    },
    'subscription-ending': {
      subject: '#item# termina el #date#',
      paragraphs: {
        pass: [
          'Tu pase VPN #item# termina el #date#.',
          'Renuévalo para seguir usando la VPN sin cortes: el tiempo se añade a su final, y su código y las configuraciones de tus dispositivos siguen siendo los mismos.',
        ],
        box: [
          'La suscripción VPN de tu box #item# termina el #date#.',
          'Renuévala para que el box siga conectado: el tiempo se añade a su final y no hay que configurar nada de nuevo.',
        ],
      },
      action: 'Renovar ahora',
      closing: ['Puedes desactivar estos recordatorios en tu perfil.'],
    },
    'subscription-ended': {
      subject: '#item# ha terminado',
      paragraphs: {
        pass: [
          'Tu pase VPN #item# ha terminado hoy.',
          'Renuévalo en un plazo de 30 días para recuperarlo con el mismo código y las mismas configuraciones.',
        ],
        box: ['La suscripción VPN de tu box #item# ha terminado hoy.', 'Renuévala para volver a conectar el box.'],
      },
      action: 'Renovar',
      closing: ['Puedes desactivar estos recordatorios en tu perfil.'],
    },
    'subscription-renews': {
      subject: '#item# se renueva el #date#',
      paragraphs: {
        pass: [
          'Tu pase VPN #item# se renueva automáticamente el #date#: se cobrarán #amount# con el método de pago que elegiste.',
          'Nada cambia en tus dispositivos. Si no quieres que se renueve, cancela la renovación desde tu cuenta antes de esa fecha; el pase seguirá hasta su fin.',
        ],
        box: [
          'La suscripción VPN de tu box #item# se renueva automáticamente el #date#: se cobrarán #amount# con el método de pago que elegiste.',
          'Si no quieres que se renueve, cancela la renovación desde tu cuenta antes de esa fecha; el box seguirá conectado hasta su fin.',
        ],
      },
      action: 'Gestionar la renovación',
      closing: ['Puedes desactivar estos recordatorios en tu perfil.'],
    },
    'subscription-renewal-failed': {
      subject: 'No se pudo cobrar la renovación de #item#',
      paragraphs: {
        pass: [
          'No hemos podido cobrar la renovación automática de tu pase VPN #item#. Tu proveedor de pago lo intentará de nuevo.',
          'Tu pase sigue funcionando hasta el #date#. Revisa tu método de pago o renueva a mano para no tener interrupciones.',
        ],
        box: [
          'No hemos podido cobrar la renovación automática de la suscripción VPN de tu box #item#. Tu proveedor de pago lo intentará de nuevo.',
          'Tu box sigue conectado hasta el #date#. Revisa tu método de pago o renueva a mano para no tener interrupciones.',
        ],
      },
      action: 'Renovar a mano',
      closing: ['Recibes este correo porque la renovación de tu suscripción ha fallado.'],
    },
  },
};
