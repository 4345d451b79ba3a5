// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Identidade visual',
  'branding.lead':
    'Os signatários veem seu nome, logotipo e cor na página de assinatura, nos e-mails e no certificado de auditoria. Sem eles, tudo mantém a aparência neutra do Countersign.',
  'branding.displayName': 'Nome de exibição',
  'branding.displayNameHint':
    'Os e-mails aos signatários são enviados por “{example}”. Deixe em branco para usar o nome do espaço de trabalho.',
  'branding.displayNameTooLong': 'O nome de exibição pode ter no máximo 100 caracteres.',
  'branding.accent': 'Cor de destaque',
  'branding.accentHint':
    'No formato #rrggbb. Ela deve atingir um contraste de pelo menos 4,5:1 com texto branco e sobre o fundo da página (WCAG AA).',
  'branding.accentFormat': 'Escreva a cor no formato #rrggbb, por exemplo #0b3d91.',
  'branding.accentLow':
    'A cor {colour} atinge um contraste de {ratio} com {where}; é necessário pelo menos 4,5:1.',
  'branding.whereWhite': 'texto branco nos botões e no cabeçalho',
  'branding.wherePage': 'links sobre o fundo da página',
  'branding.save': 'Salvar nome e cor',
  'branding.logo': 'Logotipo',
  'branding.logoHint': 'Um arquivo PNG ou JPEG de no máximo 200 KB e 1000 × 1000 pixels.',
  'branding.upload': 'Enviar logotipo',
  'branding.removeLogo': 'Remover logotipo',
  'branding.noLogo': 'Sem logotipo: o nome é exibido no lugar dele.',
  'branding.notSet': 'Não definido',
  'branding.logoTooLarge': 'O arquivo tem {size} KB; um logotipo pode ter no máximo 200 KB.',
  'branding.logoNotImage':
    'O logotipo deve ser uma imagem PNG ou JPEG. SVG e outros formatos não são aceitos.',
  'branding.logoMismatch': 'O arquivo tem nome ou foi enviado como {declared}, mas seu conteúdo é {actual}.',
  'branding.logoTooManyPixels': 'O logotipo tem {width} × {height} pixels; o máximo permitido é 1000 × 1000.',
  'branding.logoCorrupt': 'O arquivo está danificado: não pode ser lido como uma imagem completa.',
  'branding.logoEmpty': 'Escolha um arquivo PNG ou JPEG para enviar.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Identidade visual alterada',
  'audit.workspace.logo_changed': 'Logotipo alterado',
  'audit.workspace.logo_removed': 'Logotipo removido',
});
