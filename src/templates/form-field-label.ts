// The label a person reads for a PDF form field (issue 44 item 14), one rule for form import
// (found-fields/acroform.ts) and detection (detect/find-page.ts): the field's tooltip (/TU) when it
// has one, else a readable form of its full name — "applicant.name" reads "Applicant name",
// "dateOfBirth" "Date of birth", "Text1" "Text 1" — never the raw name a signer would not understand.

/** The readable form of a PDF field's full name. */
export function readableFieldName(fullName: string): string {
  const words = fullName
    .replace(/\[\d+\]/g, '') // XFA-style indexes: form1[0].page1[0]
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[\s._\-:/[\]]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : fullName;
}

/** The label of a form field: its tooltip, else its readable name, at most 200 characters. */
export function formFieldLabel(tooltip: string | undefined, fullName: string): string {
  return (tooltip?.trim() || readableFieldName(fullName)).slice(0, 200);
}

/**
 * The field type a PDF form field becomes, one rule for form import and detection: a text field is
 * text, a signature field a signature, a list or combo box a select (with its options), a radio
 * group of two or more buttons a radio, check boxes sharing one name with values of their own a
 * multiple, a single button a check box; a push button is no field. `buttons` counts the group's
 * buttons with distinct values (1 for anything else).
 */
export function formFieldType(
  pdfType: string,
  button: { radio: boolean; push: boolean },
  buttons = 1,
): 'text' | 'signature' | 'select' | 'radio' | 'multiple' | 'checkbox' | undefined {
  if (pdfType === 'Tx') return 'text';
  if (pdfType === 'Sig') return 'signature';
  if (pdfType === 'Ch') return 'select';
  if (pdfType !== 'Btn' || button.push) return undefined;
  if (buttons < 2) return 'checkbox';
  return button.radio ? 'radio' : 'multiple';
}
