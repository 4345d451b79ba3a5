// El enlace público de una plantilla (issue 45, punto 4).
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks: Record<keyof typeof en, string> = {
  'publicLink.lead': '{workspace} le pide que complete y firme «{document}».',
  'publicLink.hint':
    'Indique su nombre y su dirección de correo electrónico para empezar. Su copia firmada se enviará a esa dirección.',
  'publicLink.verifyHint':
    'Le enviaremos un código por correo electrónico para confirmar la dirección antes de que firme.',
  'publicLink.nextHeading': 'Después de usted',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Su nombre completo',
  'publicLink.email': 'Su dirección de correo electrónico',
  'publicLink.start': 'Continuar',
  'publicLink.working': 'Comprobando este navegador, un momento…',
  'publicLink.noscript':
    'Este formulario necesita JavaScript: su navegador realiza un breve cálculo que mantiene alejados los registros automatizados.',
  'publicLink.problems': 'Revise el formulario:',
  'publicLink.error.name': 'Escriba su nombre.',
  'publicLink.error.email': 'Escriba una dirección de correo electrónico, como nombre@example.com.',
  'publicLink.error.proof':
    'La comprobación de su navegador no llegó o era demasiado antigua. Envíe el formulario de nuevo.',
  'publicLink.limited.title': 'Demasiadas firmas iniciadas',
  'publicLink.limited.lead':
    'Este formulario se ha iniciado demasiadas veces hoy, desde esta conexión o en total. Vuelva a intentarlo mañana.',
  'publicLink.unavailable.title': 'Este formulario no está disponible',
  'publicLink.unavailable.lead':
    'Es posible que el enlace se haya desactivado o esté mal escrito, o que el formulario no admita nuevas firmas en este momento. Póngase en contacto con quien le dio el enlace.',
};
