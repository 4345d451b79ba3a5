-- The application's search over a request's signer names, signer e-mails and template name (issue 9):
-- the words are kept with the request when it is sent (search_text, lower case), and a full-text
-- vector of them, indexed, answers word-prefix searches without reading every request.
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS search_text text;
UPDATE signature_requests r
   SET search_text = lower(r.template_name || ' ' || coalesce((
         SELECT string_agg(s.name || ' ' || s.email || ' ' || regexp_replace(s.email, '[^[:alnum:]]+', ' ', 'g'), ' '
                           ORDER BY s.position)
           FROM submitters s WHERE s.request_id = r.id), ''))
 WHERE r.search_text IS NULL;
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS search_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', coalesce(search_text, ''))) STORED;
CREATE INDEX IF NOT EXISTS signature_requests_search ON signature_requests USING gin (search_vector);
