// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Imagem de marca',
  'branding.lead':
    'Os signatários veem o seu nome, logótipo e cor na página de assinatura, nos e-mails e no certificado de auditoria. Sem estes elementos, tudo mantém o aspeto neutro do Countersign.',
  'branding.displayName': 'Nome apresentado',
  'branding.displayNameHint':
    'Os e-mails aos signatários são enviados por «{example}». Deixe em branco para utilizar o nome do espaço de trabalho.',
  'branding.displayNameTooLong': 'O nome apresentado pode ter no máximo 100 caracteres.',
  'branding.accent': 'Cor de destaque',
  'branding.accentHint':
    'No formato #rrggbb. Deve atingir um contraste de, pelo menos, 4,5:1 com texto branco e sobre o fundo da página (WCAG AA).',
  'branding.accentFormat': 'Escreva a cor no formato #rrggbb, por exemplo #0b3d91.',
  'branding.accentLow':
    'A cor {colour} atinge um contraste de {ratio} com {where}; é necessário, pelo menos, 4,5:1.',
  'branding.whereWhite': 'texto branco nos botões e no cabeçalho',
  'branding.wherePage': 'ligações sobre o fundo da página',
  'branding.save': 'Guardar nome e cor',
  'branding.logo': 'Logótipo',
  'branding.logoHint': 'Um ficheiro PNG ou JPEG com, no máximo, 200 KB e 1000 × 1000 píxeis.',
  'branding.upload': 'Carregar logótipo',
  'branding.removeLogo': 'Remover logótipo',
  'branding.noLogo': 'Sem logótipo: em vez dele, é apresentado o nome.',
  'branding.notSet': 'Não definido',
  'branding.logoTooLarge': 'O ficheiro tem {size} KB; um logótipo pode ter no máximo 200 KB.',
  'branding.logoNotImage':
    'O logótipo deve ser uma imagem PNG ou JPEG. SVG e outros formatos não são aceites.',
  'branding.logoMismatch':
    'O ficheiro tem o nome ou foi enviado como {declared}, mas o seu conteúdo é {actual}.',
  'branding.logoTooManyPixels': 'O logótipo tem {width} × {height} píxeis; o máximo permitido é 1000 × 1000.',
  'branding.logoCorrupt': 'O ficheiro está danificado: não pode ser lido como uma imagem completa.',
  'branding.logoEmpty': 'Escolha um ficheiro PNG ou JPEG para carregar.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Imagem de marca alterada',
  'audit.workspace.logo_changed': 'Logótipo alterado',
  'audit.workspace.logo_removed': 'Logótipo removido',
});
