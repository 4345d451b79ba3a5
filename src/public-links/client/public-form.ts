// The public link's form (issue 45 item 4): solves the page's proof-of-work challenge in the
// background as soon as the page opens (altcha-lib; SHA-256 by derive-key.ts), and when the form is sent,
// waits for it and posts it with the form. Without this script the form cannot be sent: the page says
// why in a <noscript>.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { ran } from '../../ui/client/ran.ts';
import { deriveKey } from './derive-key.ts';

const form = document.querySelector<HTMLFormElement>('form[data-challenge]');
if (form) {
  const challenge = JSON.parse(form.dataset.challenge ?? '{}') as Challenge;
  const proof = form.querySelector<HTMLInputElement>('input[name="proof"]');
  const status = document.getElementById('proof-status');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const solved = solveChallenge({ challenge, deriveKey, timeout: 120_000 })
    .then((solution) => (solution ? btoa(JSON.stringify({ challenge, solution })) : ''))
    .catch(() => '');
  form.addEventListener('submit', async (event) => {
    if (!proof || proof.value) return;
    event.preventDefault();
    if (button) button.disabled = true;
    if (status) status.textContent = form.dataset.working ?? '';
    // An empty proof still posts: the server answers with the form again and a fresh challenge.
    proof.value = await solved;
    form.submit();
  });
  form.hidden = false;
}
ran('public-link');
