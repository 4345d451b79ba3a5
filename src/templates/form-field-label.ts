// The label a person reads for a PDF form field (issue 44 item 14), given by form import
// (found-fields/acroform.ts), through which detection reads forms too: the field's tooltip (/TU) when
// it has one, else a readable form of its full name — "applicant.name" reads "Applicant name",
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
