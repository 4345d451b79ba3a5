// Español, firma integrada (issue 25 item 4): el aviso de la página integrada cuando el navegador no
// guarda nada en un marco, y los orígenes permitidos en la configuración.
export const embed = () => ({
  'embed.cookiesBlocked':
    'Su navegador no permite que esta página recuerde su código mientras se muestra dentro de otro sitio.',
  'embed.openInTab': 'Abrir en una pestaña nueva',
  'settings.embedding': 'Firma integrada',
  'settings.embeddingLead':
    'Su propio sitio puede mostrar las páginas de firma en su interior (el enlace de firma con ?embed=1, o el elemento countersign-signing de /embed.js). Indique los orígenes exactos permitidos, uno por línea. Cualquier otro sitio se rechaza.',
  'settings.embeddingOrigins': 'Orígenes permitidos',
  'settings.embeddingOriginsHint':
    'Uno por línea, por ejemplo https://app.example.com o https://app.example.com:8443.',
  'settings.embeddingNone': 'Ningún sitio puede integrar las páginas de firma.',
  'settings.embeddingSaved': 'Los orígenes permitidos se han guardado.',
  'settings.embeddingInvalid': 'Línea {line}: {problem}',
  'settings.embeddingTooMany': 'Indique como máximo {max} orígenes.',
  'embed.problem.notUrl': 'esto no es un origen como https://app.example.com.',
  'embed.problem.scheme': 'un origen empieza por https://.',
  'embed.problem.httpRefused':
    'use https:// (http:// solo se acepta mientras esta instancia funciona con http).',
  'embed.problem.path': 'indique solo el origen, sin ruta, consulta ni fragmento.',
  'embed.problem.credentials': 'un origen no lleva nombre de usuario ni contraseña.',
  'embed.problem.host': 'el nombre de host no es válido (no se aceptan comodines: indique cada origen).',
  'audit.workspace.embedding_changed': 'Orígenes de integración cambiados',
});
