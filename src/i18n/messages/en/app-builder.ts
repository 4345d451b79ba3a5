// English, the PDF field builder (issue 22).
export const appBuilder = {};
