// Norsk bokmål (du-form): every area of the catalogue, one object.
import { app } from './app.ts';
import { appAccount } from './app-account.ts';
import { appBranding } from './app-branding.ts';
import { appBuilder } from './app-builder.ts';
import { appLanguage } from './app-language.ts';
import { appReminders } from './app-reminders.ts';
import { appRequests } from './app-requests.ts';
import { appRoles } from './app-roles.ts';
import { appSend } from './app-send.ts';
import { appSendOnce } from './app-send-once.ts';
import { appSettings } from './app-settings.ts';
import { appSso } from './app-sso.ts';
import { appTemplates } from './app-templates.ts';
import { appWorkspace } from './app-workspace.ts';
import { certificate } from './certificate.ts';
import { document } from './document.ts';
import { embed } from './embed.ts';
import { memberMail } from './member-mail.ts';
import { participants } from './participants.ts';
import { publicLinks } from './public-links.ts';
import { signing } from './signing.ts';
import { signingDocuments } from './signing-documents.ts';
import { verify } from './verify.ts';

export const nb = () => ({
  ...signing(),
  ...signingDocuments(),
  ...memberMail(),
  ...app(),
  ...appRequests(),
  ...appSend(),
  ...appSendOnce(),
  ...appTemplates(),
  ...appBuilder(),
  ...appAccount(),
  ...appWorkspace(),
  ...appReminders(),
  ...appSettings(),
  ...appBranding(),
  ...verify(),
  ...document(),
  ...embed(),
  ...appSso(),
  ...appRoles(),
  ...participants(),
  ...publicLinks(),
  ...appLanguage(),
  ...certificate(),
});
