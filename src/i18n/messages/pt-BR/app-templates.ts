// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/app-templates.ts.

import type { Area } from '../area.ts';
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates = (): Area<typeof en> => ({
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Texto',
  'fieldType.number': 'Número',
  'fieldType.date': 'Data',
  'fieldType.email': 'E-mail',
  'fieldType.checkbox': 'Caixa de seleção',
  'fieldType.select': 'Lista de opções',
  'fieldType.signature': 'Assinatura',
  'fieldType.initials': 'Rubrica',
  'fieldType.radio': 'Botões de opção',
  'fieldType.multiple': 'Caixas de seleção',
  'fieldType.phone': 'Telefone',
  'fieldType.file': 'Arquivo',
  'fieldType.image': 'Imagem',

  // The list.
  'templates.title': 'Modelos',
  'templates.lead':
    'Documentos que você envia para assinatura. Rascunhos podem ser alterados; publique um para enviá-lo. Para alterar um modelo publicado, duplique-o.',
  'templates.newTemplate': 'Novo modelo',
  'templates.empty': 'Ainda não há modelos. Crie um para enviá-lo para assinatura.',
  'templates.name': 'Nome',
  'templates.kind': 'Tipo',
  'templates.status': 'Status',
  'templates.created': 'Criado',
  'templates.kinds.flow': 'Documento redigido',
  'templates.kinds.coordinate': 'PDF com campos',
  'templates.statuses.draft': 'Rascunho',
  'templates.statuses.published': 'Publicado',
  'templates.statuses.archived': 'Arquivado',
  'templates.edit': 'Editar',
  'templates.editLabel': 'Editar {name}',
  'templates.duplicate': 'Duplicar',
  'templates.duplicateLabel': 'Duplicar {name}',
  'templates.publish': 'Publicar',
  'templates.publishLabel': 'Publicar {name}',
  'templates.archive': 'Arquivar',
  'templates.archiveLabel': 'Arquivar {name}',
  'templates.preview': 'Pré-visualizar',
  'templates.previewLabel': 'Pré-visualizar {name} preenchido com valores de exemplo',
  'templates.send': 'Enviar',
  'templates.sendLabel': 'Enviar {name} para assinatura',
  // The name of a duplicate (cut to 200 characters).
  'templates.copyName': 'Cópia de {name}',
  // The one role a new template starts with.
  'templates.defaultRole': 'Signatário',
  'templates.notDraft': 'Somente um rascunho pode ser alterado. Duplique o modelo para alterar uma cópia.',
  'templates.published': '“{name}” foi publicado e pode ser enviado.',
  'templates.archived': '“{name}” foi arquivado.',
  'templates.duplicated': '“{name}” foi criado como rascunho.',
  // The editor's address of a template that is no longer a draft.
  'templates.locked.title': '“{name}” não pode mais ser alterado',
  'templates.locked.published':
    'Ele está publicado: todas as solicitações enviadas a partir dele devem ter o mesmo conteúdo, por isso ele permanece como está. Duplique-o para alterar uma cópia, que começa como rascunho.',
  'templates.locked.archived':
    'Ele está arquivado: permanece como estava quando foi usado pela última vez. Duplique-o para alterar uma cópia, que começa como rascunho.',
  'templates.locked.duplicate': 'Duplicar e editar a cópia',
  'templates.locked.view': 'Ver o modelo',
  'templates.locked.send': 'Enviar',
  'templates.saved': 'Salvo.',
  'templates.pdfCleaned':
    'Este PDF continha conteúdo que poderia ser executado em um leitor (scripts, ações, arquivos anexados ou formulários): ele foi removido antes de o PDF ser armazenado. As páginas não foram alteradas.',
  'templates.createdNotice': '“{name}” foi criado como rascunho.',

  // The confirmation steps of publishing and archiving.
  'templates.publishConfirm.title': 'Publicar “{name}”?',
  'templates.publishConfirm.lead':
    'Depois de publicado, o modelo pode ser enviado para assinatura e não pode mais ser alterado. Para alterá-lo depois, duplique-o.',
  'templates.publishConfirm.confirm': 'Publicar',
  'templates.archiveConfirm.title': 'Arquivar “{name}”?',
  'templates.archiveConfirm.lead':
    'Um modelo arquivado não pode mais ser enviado. As solicitações já enviadas com ele não são afetadas.',
  'templates.archiveConfirm.confirm': 'Arquivar',

  // The new-template form.
  'templates.create.title': 'Novo modelo',
  'templates.create.name': 'Nome do modelo',
  'templates.create.kind': 'Que tipo de documento?',
  'templates.create.flow': 'Um documento redigido: texto com marcadores, diagramado pelo Countersign',
  'templates.create.coordinate': 'Um PDF enviado por você, com campos posicionados nas páginas',
  'templates.create.pdf': 'Documento PDF',
  'templates.create.pdfHint':
    'No máximo 10 MB e 100 páginas, sem proteção por senha. Escolha um arquivo ou solte-o aqui.',
  'templates.create.pdfNeedsScript': 'Para fazer o upload de um PDF, é necessário o JavaScript.',
  'templates.create.pdfRequired': 'Escolha o documento PDF ao qual adicionar campos.',
  'templates.create.submit': 'Criar rascunho',
  'templates.create.nameRequired': 'Informe um nome para o modelo.',
  'templates.create.uploading': 'Enviando…',
  'templates.create.failed': 'Não foi possível criar o modelo.',

  // The flow editor.
  'templates.flow.title': 'Editar “{name}”',
  'templates.flow.roles': 'Signatários, na ordem de assinatura',
  'templates.flow.rolesHint':
    'Cada função assina por sua vez, de cima para baixo. Para renomear uma função, digite sobre o nome.',
  'templates.flow.role': 'Função {n}',
  'templates.flow.addRole': 'Adicionar uma função',
  'templates.flow.up': 'Mover para cima',
  'templates.flow.upLabel': 'Mover {name} para cima',
  'templates.flow.remove': 'Remover',
  'templates.flow.removeLabel': 'Remover {name}',
  'templates.flow.body': 'Texto do documento',
  'templates.flow.bodyHint':
    'Markdown: # títulos, **negrito**, *itálico*, listas. Coloque {{key}} onde deve entrar o valor de uma variável.',
  'templates.flow.variables': 'Variáveis',
  'templates.flow.variablesHint':
    'O que o remetente preenche ao enviar (sem função) ou o que um signatário preenche ao assinar (uma função).',
  'templates.flow.variable': 'Variável {n}',
  'templates.flow.key': 'Chave',
  'templates.flow.label': 'Rótulo',
  'templates.flow.type': 'Tipo',
  'templates.flow.required': 'Obrigatória',
  'templates.flow.options': 'Opções (uma por linha, para uma lista de opções)',
  'templates.flow.roleOf': 'Preenchida por',
  'templates.flow.sender': 'Remetente',
  'templates.flow.addVariable': 'Adicionar uma variável',
  'templates.flow.save': 'Salvar rascunho',
  'templates.flow.previewButton': 'Pré-visualizar PDF',
  'templates.flow.previewTitle': 'Pré-visualização',
  'templates.flow.previewHint':
    'O documento como será impresso, com valores de exemplo. Acompanha suas edições.',
  // The pages scroll on a narrow screen: keyboard users reach them as one region.
  'templates.flow.previewPagesLabel': 'Páginas da pré-visualização',
  'templates.flow.previewWorking': 'Atualizando a pré-visualização…',
  'templates.flow.previewFailed': 'A pré-visualização mostra a última versão sem problemas.',
  'templates.flow.workingCopy':
    'Este é o texto que você havia digitado quando um salvamento foi recusado; ele ainda não está salvo.',
  'templates.flow.problemsAbout.one': 'Há {count} problema a corrigir',
  'templates.flow.problemsAbout.other': 'Há {count} problemas a corrigir',
  // A new role's name ("Signer 2"), numbered after the roles already there.
  'templates.flow.newRole': 'Signatário {n}',
  'templates.flow.previewSaved': 'A pré-visualização mostra a última versão salva.',
  // The draft is saved as the author types; this line says how it stands.
  'templates.flow.autosaveSaving': 'Salvando…',
  'templates.flow.autosaveSaved': 'Salvo',
  'templates.flow.autosaveFailed': 'Não salvo: a conexão falhou. Uma nova tentativa será feita em instantes.',
  'templates.flow.autosaveRefused':
    'Não salvo: corrija os problemas para salvar o rascunho. O que você digitou é mantido.',
  // The problems of a refused definition, next to what they concern; rows are counted from 1.
  'templates.flow.problem.name': 'Informe um nome para o modelo.',
  'templates.flow.problem.nameLong': 'O nome pode ter no máximo {max} caracteres.',
  'templates.flow.problem.roles': 'Adicione pelo menos uma função: uma pessoa que assina.',
  'templates.flow.problem.tooManyRoles': 'Um modelo pode ter no máximo {max} funções.',
  'templates.flow.problem.roleName': 'A função {n} precisa de um nome.',
  'templates.flow.problem.roleNameLong': 'O nome da função {n} pode ter no máximo {max} caracteres.',
  'templates.flow.problem.roleTwice':
    'A função {n} tem o mesmo nome de outra função. Dê a cada função um nome próprio.',
  'templates.flow.problem.tooManyVariables': 'Um modelo pode ter no máximo {max} variáveis.',
  'templates.flow.problem.keyMissing': 'A variável {n} precisa de uma chave.',
  'templates.flow.problem.keyInvalid':
    'A chave da variável {n} deve começar com uma letra e conter apenas letras, dígitos e _ (no máximo {max} caracteres).',
  'templates.flow.problem.keyTwice':
    'A variável {n} tem a mesma chave de outra variável. Dê a cada variável uma chave própria.',
  'templates.flow.problem.labelMissing': 'A variável {n} precisa de um rótulo.',
  'templates.flow.problem.labelLong': 'O rótulo da variável {n} pode ter no máximo {max} caracteres.',
  'templates.flow.problem.type': 'Escolha um tipo para a variável {n}.',
  'templates.flow.problem.roleGone':
    'A variável {n} é preenchida por {role}, que não é mais uma das funções. Escolha quem a preenche.',
  'templates.flow.problem.needsRole':
    'A variável {n} é uma assinatura ou rubrica: escolha o signatário que a preenche.',
  'templates.flow.problem.options': 'A variável {n} é uma lista de opções: informe as opções, uma por linha.',
  'templates.flow.problem.tooManyOptions': 'A variável {n} pode ter no máximo {max} opções.',
  'templates.flow.problem.optionLong': 'Cada opção da variável {n} pode ter no máximo {max} caracteres.',
  'templates.flow.problem.optionTwice': 'A variável {n} lista a mesma opção duas vezes.',
  'templates.flow.problem.bodyMissing': 'Escreva o texto do documento.',
  'templates.flow.problem.bodyLong': 'O texto do documento pode ter no máximo {max} caracteres.',
  'templates.flow.problem.placeholderInvalid':
    'O texto contém {placeholder}, que não é um marcador válido: uma chave começa com uma letra e contém apenas letras, dígitos e _.',
  'templates.flow.problem.undeclared':
    'O texto usa {placeholder}, que não é uma variável. Adicione-a em Variáveis ou corrija o nome.',
  'templates.flow.problem.other': 'O modelo não foi aceito: {detail}',
  'templates.flow.minSelected': 'Mínimo de opções a escolher',
  'templates.flow.maxSelected': 'Máximo de opções a escolher',
  'templates.flow.countHint': 'Opcional: deixe em branco para não haver limite.',
  'templates.flow.region': 'País dos números',
  'templates.flow.regionHint': 'Duas letras, como BR. Em branco: o idioma do signatário decide.',
  'templates.flow.maxFiles': 'Máximo de arquivos',
  'templates.flow.pattern': 'Formato (expressão regular)',
  'templates.flow.patternHint': 'Opcional. O valor deve corresponder a ele, por exemplo [A-Z]{2}[0-9]{6}.',
  'templates.flow.patternMessage': 'Mensagem quando o formato não corresponde',
  'templates.flow.readonly': 'Preenchido pelo remetente; o signatário não pode alterá-lo',
  'templates.flow.readonlyHint': 'O valor é informado quando o documento é enviado.',
  'templates.flow.showIf': 'Mostrar somente quando',
  'templates.flow.showAlways': 'Sempre visível',
  'templates.flow.showIfCondition': 'Condição',
  'templates.flow.showIfEquals': 'é',
  'templates.flow.showIfNotEquals': 'não é',
  'templates.flow.showIfNotEmpty': 'está preenchido',
  'templates.flow.showIfValue': 'Valor',
  'templates.flow.ticked': 'marcado',
  'templates.flow.notTicked': 'não marcado',
  'templates.flow.rangeHint': 'Opcional: deixe um limite em branco para não restringir.',
  'templates.flow.min': 'Mínimo',
  'templates.flow.max': 'Máximo',
  'templates.flow.integer': 'Somente números inteiros',
  'templates.flow.editable': 'O signatário pode alterar a data',
  'templates.flow.editableHint': 'Caso contrário, a data é o dia em que ele assina.',
});
