// English, the templates list, the new-template form, the flow editor (issue 22).
export const appTemplates = {
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Text',
  'fieldType.number': 'Number',
  'fieldType.date': 'Date',
  'fieldType.email': 'E-mail',
  'fieldType.checkbox': 'Checkbox',
  'fieldType.select': 'Choice',
  'fieldType.signature': 'Signature',
  'fieldType.initials': 'Initials',
  'fieldType.radio': 'Radio buttons',
  'fieldType.multiple': 'Check boxes',
  'fieldType.phone': 'Phone',
  'fieldType.file': 'File',
  'fieldType.image': 'Image',

  // The list.
  'templates.title': 'Templates',
  'templates.lead':
    'Documents you send for signature. Drafts can be changed; publish one to send it. To change a published template, duplicate it.',
  'templates.newTemplate': 'New template',
  'templates.empty': 'No templates yet. Create one to send it for signature.',
  'templates.name': 'Name',
  'templates.kind': 'Kind',
  'templates.status': 'Status',
  'templates.created': 'Created',
  'templates.kinds.flow': 'Written document',
  'templates.kinds.coordinate': 'PDF with fields',
  'templates.statuses.draft': 'Draft',
  'templates.statuses.published': 'Published',
  'templates.statuses.archived': 'Archived',
  'templates.edit': 'Edit',
  'templates.editLabel': 'Edit {name}',
  'templates.duplicate': 'Duplicate',
  'templates.duplicateLabel': 'Duplicate {name}',
  'templates.publish': 'Publish',
  'templates.publishLabel': 'Publish {name}',
  'templates.archive': 'Archive',
  'templates.archiveLabel': 'Archive {name}',
  'templates.preview': 'Preview',
  'templates.previewLabel': 'Preview {name} filled with sample values',
  'templates.send': 'Send',
  'templates.sendLabel': 'Send {name} for signature',
  // The name of a duplicate (cut to 200 characters).
  'templates.copyName': 'Copy of {name}',
  // The one role a new template starts with.
  'templates.defaultRole': 'Signer',
  'templates.notDraft': 'Only a draft can be changed. Duplicate the template to change a copy.',
  'templates.published': '“{name}” is published and can be sent.',
  'templates.archived': '“{name}” is archived.',
  'templates.duplicated': '“{name}” was made as a draft.',
  // The editor's address of a template that is no longer a draft.
  'templates.locked.title': '“{name}” can no longer be changed',
  'templates.locked.published':
    'It is published: every request sent from it must read the same, so it stays as it is. Duplicate it to change a copy, which starts as a draft.',
  'templates.locked.archived':
    'It is archived: it stays as it was when it was last used. Duplicate it to change a copy, which starts as a draft.',
  'templates.locked.duplicate': 'Duplicate and edit the copy',
  'templates.locked.view': 'View the template',
  'templates.locked.send': 'Send it',
  'templates.saved': 'Saved.',
  'templates.pdfCleaned':
    'This PDF carried content that could run in a reader (scripts, actions, attached files or forms): it was removed before the PDF was stored. The pages are unchanged.',
  'templates.createdNotice': '“{name}” was created as a draft.',

  // The confirmation steps of publishing and archiving.
  'templates.publishConfirm.title': 'Publish “{name}”?',
  'templates.publishConfirm.lead':
    'Once published, the template can be sent for signature and can no longer be changed. To change it later, duplicate it.',
  'templates.publishConfirm.confirm': 'Publish',
  'templates.archiveConfirm.title': 'Archive “{name}”?',
  'templates.archiveConfirm.lead':
    'An archived template can no longer be sent. Requests already sent with it are not affected.',
  'templates.archiveConfirm.confirm': 'Archive',

  // The new-template form.
  'templates.create.title': 'New template',
  'templates.create.name': 'Template name',
  'templates.create.kind': 'What kind of document?',
  'templates.create.flow': 'A written document: text with placeholders, laid out by Countersign',
  'templates.create.coordinate': 'A PDF you upload, with fields placed on its pages',
  'templates.create.pdf': 'PDF document',
  'templates.create.pdfHint':
    'At most 10 MB and 100 pages, not password-protected. Choose a file or drop it here.',
  'templates.create.pdfNeedsScript': 'Uploading a PDF needs JavaScript.',
  'templates.create.pdfRequired': 'Choose the PDF document to add fields to.',
  'templates.create.submit': 'Create draft',
  'templates.create.nameRequired': 'Enter a name for the template.',
  'templates.create.uploading': 'Uploading…',
  'templates.create.failed': 'The template could not be created.',

  // The flow editor.
  'templates.flow.title': 'Edit “{name}”',
  'templates.flow.roles': 'Signers, in signing order',
  'templates.flow.rolesHint': 'Each role signs in turn, from the top. Rename a role by typing over it.',
  'templates.flow.role': 'Role {n}',
  'templates.flow.addRole': 'Add a role',
  'templates.flow.up': 'Move up',
  'templates.flow.upLabel': 'Move {name} up',
  'templates.flow.remove': 'Remove',
  'templates.flow.removeLabel': 'Remove {name}',
  'templates.flow.body': 'Document text',
  'templates.flow.bodyHint':
    'Markdown: # headings, **bold**, *italic*, lists. Put {{key}} where a variable’s value goes.',
  'templates.flow.variables': 'Variables',
  'templates.flow.variablesHint':
    'What the sender fills in when sending (no role), or a signer fills in while signing (a role).',
  'templates.flow.variable': 'Variable {n}',
  'templates.flow.key': 'Key',
  'templates.flow.label': 'Label',
  'templates.flow.type': 'Type',
  'templates.flow.required': 'Required',
  'templates.flow.options': 'Options (one per line, for a choice)',
  'templates.flow.roleOf': 'Filled by',
  'templates.flow.sender': 'Sender',
  'templates.flow.addVariable': 'Add a variable',
  'templates.flow.save': 'Save draft',
  'templates.flow.previewButton': 'Preview PDF',
  'templates.flow.previewTitle': 'Preview',
  'templates.flow.previewHint': 'The document as it prints, with sample values. It follows your edits.',
  // The pages scroll on a narrow screen: keyboard users reach them as one region.
  'templates.flow.previewPagesLabel': 'Preview pages',
  'templates.flow.previewWorking': 'Updating the preview…',
  'templates.flow.previewFailed': 'The preview shows the last version without problems.',
  'templates.flow.workingCopy': 'This is what you had typed when a save was refused; it is not saved yet.',
  'templates.flow.problemsAbout.one': 'There is {count} problem to fix',
  'templates.flow.problemsAbout.other': 'There are {count} problems to fix',
  // A new role's name ("Signer 2"), numbered after the roles already there.
  'templates.flow.newRole': 'Signer {n}',
  'templates.flow.previewSaved': 'The preview shows the last saved version.',
  // The draft is saved as the author types; this line says how it stands.
  'templates.flow.autosaveSaving': 'Saving…',
  'templates.flow.autosaveSaved': 'Saved',
  'templates.flow.autosaveFailed': 'Not saved: the connection failed. It is tried again in a moment.',
  'templates.flow.autosaveRefused': 'Not saved: fix the problems to save the draft. What you typed is kept.',
  // The problems of a refused definition, next to what they concern; rows are counted from 1.
  'templates.flow.problem.name': 'Enter a name for the template.',
  'templates.flow.problem.nameLong': 'The name can have at most {max} characters.',
  'templates.flow.problem.roles': 'Add at least one role: a person who signs.',
  'templates.flow.problem.tooManyRoles': 'A template can have at most {max} roles.',
  'templates.flow.problem.roleName': 'Role {n} needs a name.',
  'templates.flow.problem.roleNameLong': 'The name of role {n} can have at most {max} characters.',
  'templates.flow.problem.roleTwice':
    'Role {n} has the same name as another role. Give each role its own name.',
  'templates.flow.problem.tooManyVariables': 'A template can have at most {max} variables.',
  'templates.flow.problem.keyMissing': 'Variable {n} needs a key.',
  'templates.flow.problem.keyInvalid':
    'The key of variable {n} must start with a letter and contain only letters, digits and _ (at most {max} characters).',
  'templates.flow.problem.keyTwice':
    'Variable {n} has the same key as another variable. Give each variable its own key.',
  'templates.flow.problem.labelMissing': 'Variable {n} needs a label.',
  'templates.flow.problem.labelLong': 'The label of variable {n} can have at most {max} characters.',
  'templates.flow.problem.type': 'Choose a type for variable {n}.',
  'templates.flow.problem.roleGone':
    'Variable {n} is filled by {role}, which is no longer one of the roles. Choose who fills it in.',
  'templates.flow.problem.needsRole':
    'Variable {n} is a signature or initials: choose the signer who fills it in.',
  'templates.flow.problem.options': 'Variable {n} is a choice: list its options, one per line.',
  'templates.flow.problem.tooManyOptions': 'Variable {n} can have at most {max} options.',
  'templates.flow.problem.optionLong': 'Each option of variable {n} can have at most {max} characters.',
  'templates.flow.problem.optionTwice': 'Variable {n} lists the same option twice.',
  'templates.flow.problem.bodyMissing': 'Write the document text.',
  'templates.flow.problem.bodyLong': 'The document text can have at most {max} characters.',
  'templates.flow.problem.placeholderInvalid':
    'The text has {placeholder}, which is not a valid placeholder: a key starts with a letter and contains only letters, digits and _.',
  'templates.flow.problem.undeclared':
    'The text uses {placeholder}, which is not a variable. Add it under Variables or correct the name.',
  'templates.flow.problem.other': 'The template was not accepted: {detail}',
};
