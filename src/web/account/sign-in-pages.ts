// The sign-in and sign-up pages: one form each, labelled fields, problems announced at the top (role=alert) and
// beside their field (aria-describedby), the address typed so far kept, the password never sent back.
import { html, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { assetUrl } from '../static-assets';
import { PASSWORD_MIN_LENGTH } from '../../access/password';
import { CSRF_FIELD } from './csrf';
import type { FieldProblems } from './forms';
import { PROOF_CHALLENGE_FIELD, PROOF_SOLUTION_FIELD } from './sign-up-proof';

export interface CredentialsForm {
  csrfToken: string;
  email?: string;
  problems?: FieldProblems;
  /** A problem with the whole form (wrong credentials, too many attempts), or a notice (signed out). */
  message?: { kind: 'error' | 'notice'; text: string };
  /** The sign-up form's proof of work challenge (sign-up-proof.ts), solved by the page's script. */
  proofChallenge?: string;
}

export const accountHead = (): SafeHtml => html`<link rel="stylesheet" href="${assetUrl('account.css')}" />`;

export function messageBox(message: CredentialsForm['message']): SafeHtml | '' {
  if (!message) return '';
  return message.kind === 'error'
    ? html`<div class="error" role="alert">${message.text}</div>`
    : html`<div class="notice" role="status">${message.text}</div>`;
}

function problemList(problems: FieldProblems): SafeHtml | '' {
  const entries = Object.entries(problems);
  if (entries.length === 0) return '';
  return html`<div class="error" role="alert">
    <p>Please correct the form:</p>
    <ul>
      ${entries.map(([field, text]) => html`<li><a href="#${field}">${text}</a></li>`)}
    </ul>
  </div>`;
}

function field(options: {
  name: 'email' | 'password';
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  hint?: string;
  problem?: string;
}): SafeHtml {
  const described = [
    options.hint ? `${options.name}-hint` : '',
    options.problem ? `${options.name}-problem` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${options.name}">${options.label}</label>
    ${options.hint ? html`<p class="hint" id="${options.name}-hint">${options.hint}</p>` : ''}
    ${options.problem ? html`<p class="field-problem" id="${options.name}-problem">${options.problem}</p>` : ''}
    <input
      id="${options.name}"
      name="${options.name}"
      type="${options.type}"
      autocomplete="${options.autocomplete}"
      required
      ${options.value ? html`value="${options.value}"` : ''}
      ${described ? html`aria-describedby="${described}"` : ''}
      ${options.problem ? html`aria-invalid="true"` : ''}
    />
  </div>`;
}

/**
 * The form both pages post: messages and problems above it, the e-mail address and the password, differing only
 * in where it posts, how browsers should fill the password (a saved one, or a new one to save) and its button.
 */
function credentialsForm(
  form: CredentialsForm,
  page: { action: string; passwordAutocomplete: string; passwordHint?: string; submitLabel: string },
): SafeHtml {
  const problems = form.problems ?? {};
  const proof = form.proofChallenge;
  return html`${messageBox(form.message)} ${problemList(problems)}
    <form method="post" action="${page.action}" class="account-form" ${proof ? html`data-proof` : ''}>
      <input type="hidden" name="${CSRF_FIELD}" value="${form.csrfToken}" />
      ${proof ? proofFields(proof) : ''}
      ${field({
        name: 'email',
        label: 'Email address',
        type: 'email',
        autocomplete: 'username',
        value: form.email,
        problem: problems.email,
      })}
      ${field({
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: page.passwordAutocomplete,
        hint: page.passwordHint,
        problem: problems.password,
      })}
      <button type="submit" ${proof ? html`disabled` : ''}>${page.submitLabel}</button>
    </form>`;
}

/**
 * The challenge, the field its script fills, and what the visitor reads meanwhile; the button is enabled once
 * it is solved, so a form is never sent without its proof.
 */
function proofFields(challenge: string): SafeHtml {
  return html`<input type="hidden" name="${PROOF_CHALLENGE_FIELD}" value="${challenge}" />
    <input type="hidden" name="${PROOF_SOLUTION_FIELD}" value="" />
    <p class="hint" id="proof-status" role="status">
      Preparing the form: your browser does a short computation that keeps out accounts made by the thousand.
    </p>
    <noscript><p class="error">Creating an account needs JavaScript for that computation.</p></noscript>`;
}

export function renderSignIn(form: CredentialsForm): string {
  return renderPage({
    title: 'Sign in',
    current: '/account',
    head: accountHead(),
    main: html`<h1>Sign in</h1>
      ${credentialsForm(form, {
        action: '/account/sign-in',
        passwordAutocomplete: 'current-password',
        submitLabel: 'Sign in',
      })}
      <p>
        No account yet? <a href="/account/sign-up">Create one</a>: it is free, and a Free key comes with it.
      </p>`,
  });
}

export function renderSignUp(form: CredentialsForm): string {
  return renderPage({
    title: 'Create an account',
    current: '/account',
    head: html`${accountHead()}
      <script defer src="${assetUrl('sign-up-proof.js')}"></script>`,
    main: html`<h1>Create an account</h1>
      <p>
        An account lets you create API keys for the REST API and, on the Max and Business tiers, tokens for
        the MCP server. New accounts start on the Free tier.
      </p>
      ${credentialsForm(form, {
        action: '/account/sign-up',
        passwordAutocomplete: 'new-password',
        passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters. Any characters are allowed, spaces too: a few unrelated words make a good one.`,
        submitLabel: 'Create account',
      })}
      <p>Already have an account? <a href="/account/sign-in">Sign in</a>.</p>`,
  });
}
