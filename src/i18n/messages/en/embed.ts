// English, embedded signing (issue 25 item 4): the embedded page's notice when the browser keeps no
// state in a frame, and the owner's list of allowed origins on the settings page.
export const embed = {
  'embed.cookiesBlocked':
    'Your browser does not let this page remember your code while it is shown inside another site.',
  'embed.openInTab': 'Open in a new tab',
  'settings.embedding': 'Embedded signing',
  'settings.embeddingLead':
    'Your own site can show signing pages inside it (the signing link with ?embed=1, or the countersign-signing element of /embed.js). List the exact origins allowed to do so, one per line. Every other site is refused.',
  'settings.embeddingOrigins': 'Allowed origins',
  'settings.embeddingOriginsHint':
    'One per line, such as https://app.example.com or https://app.example.com:8443.',
  'settings.embeddingNone': 'No site may embed signing pages.',
  'settings.embeddingSaved': 'The allowed origins are saved.',
  'settings.embeddingInvalid': 'Line {line}: {problem}',
  'settings.embeddingTooMany': 'List at most {max} origins.',
  'embed.problem.notUrl': 'this is not an origin such as https://app.example.com.',
  'embed.problem.scheme': 'an origin starts with https://.',
  'embed.problem.httpRefused': 'use https:// (http:// is accepted only while this instance runs on http).',
  'embed.problem.path': 'give the origin alone, without a path, query or fragment.',
  'embed.problem.credentials': 'an origin carries no user name or password.',
  'embed.problem.host': 'the host name is not valid (wildcards are not accepted: list each origin).',
  'audit.workspace.embedding_changed': 'Embedding origins changed',
};
