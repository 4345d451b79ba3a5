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
};
