-- Signers in their own language (issue 46 item 4).
-- `workspaces.default_locale`: the language of a signer the sender chose none for (their e-mails, and
-- their page when the browser asks for no language we speak); owners set it in the settings.
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS default_locale text NOT NULL DEFAULT 'en';
-- `submitters.locale_chosen`: whether the sender chose the signer's language. When not, `locale` is
-- the workspace's default at send, and the signing page follows the signer's browser instead.
-- Signers sent before this column had theirs chosen or English, which the page keeps.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS locale_chosen boolean NOT NULL DEFAULT true;
-- A member's own language (migration 0026) may be any of the catalogue's 26 (issue 46 item 1).
ALTER TABLE members DROP CONSTRAINT IF EXISTS members_locale_check;
ALTER TABLE members ADD CONSTRAINT members_locale_check CHECK (locale IN (
  'en', 'de', 'fr', 'es', 'it', 'pt-BR', 'pt-PT', 'nl', 'pl', 'cs', 'sk', 'sv', 'da', 'nb', 'fi', 'ro',
  'hu', 'el', 'tr', 'uk', 'ar', 'he', 'ja', 'zh-Hans', 'zh-Hant', 'ko'
));
