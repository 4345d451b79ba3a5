// How /verify refuses what it cannot check, shared by the route and the verification itself.

/** The start of the 400 for a body that is not a PDF (the route tells the two ways of sending one). */
export const NOT_A_PDF = 'The file is not a PDF';
