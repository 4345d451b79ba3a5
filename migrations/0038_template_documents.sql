-- A coordinate template is a list of documents (issue 32): each one's name, page count, its own stored
-- PDF (documents.id) and that PDF's SHA-256, with the original filename and the original file's
-- SHA-256 when it was converted. pdf_document_id stays the ONE combined PDF (every document in
-- order) that rendering, signing, stamping and sealing work on, with absolute page numbers.
-- NULL (every template made before): one document named after the template, covering every page of
-- pdf_document_id (src/templates/repository.ts fills it in the first time it is read with a store).
ALTER TABLE templates ADD COLUMN IF NOT EXISTS documents jsonb;
