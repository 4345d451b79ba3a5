-- Signers in their own language (issue 46 item 4).
-- `workspaces.default_locale`: the language of a signer the sender chose none for (their e-mails, and
-- their page when the browser asks for no language we speak); owners set it in the settings.
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS default_locale text NOT NULL DEFAULT 'en';
-- `submitters.locale_chosen`: whether the sender chose the signer's language. When not, `locale` is
-- the workspace's default at send, and the signing page follows the signer's browser instead.
-- Signers sent before this column had theirs chosen or English, which the page keeps.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS locale_chosen boolean NOT NULL DEFAULT true;
