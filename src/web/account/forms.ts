// The account forms' fields, checked with joi: what each form must carry and the sentence a person reads when a
// field is wrong. A form that fails comes back with its problems and the values typed so far (never the password).
import Joi from 'joi';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../access/password';
import { normaliseEmail } from '../../access/user-accounts';

/** Problems by field name, in the order the form shows the fields. */
export type FieldProblems = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: FieldProblems; typed: Partial<T> };

/** RFC 5321 caps a forward path at 256 octets, so an address is at most 254 characters. */
const EMAIL_MAX_LENGTH = 254;
export const KEY_NAME_MAX_LENGTH = 60;

const email = Joi.string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .email({ tlds: { allow: false } })
  .required()
  .messages({
    'any.required': 'Enter your email address.',
    'string.empty': 'Enter your email address.',
    'string.email': 'Enter an email address like name@example.com.',
    'string.max': `An email address has at most ${EMAIL_MAX_LENGTH} characters.`,
  });

// Joi counts UTF-16 units; the character limits of password.ts are checked after it. The bound here only stops a
// megabyte from reaching the password hash.
const password = Joi.string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .required()
  .messages({
    'any.required': 'Enter your password.',
    'string.empty': 'Enter your password.',
    'string.max': `A password has at most ${PASSWORD_MAX_LENGTH} characters.`,
  });

const keyName = Joi.string()
  .trim()
  .max(KEY_NAME_MAX_LENGTH)
  .pattern(/^[^\p{Cc}\p{Cf}]+$/u)
  .required()
  .messages({
    'any.required': 'Give the key a name, such as the program that will use it.',
    'string.empty': 'Give the key a name, such as the program that will use it.',
    'string.max': `A key name has at most ${KEY_NAME_MAX_LENGTH} characters.`,
    'string.pattern.base': 'A key name may not contain control characters.',
  });

export interface Credentials {
  email: string;
  password: string;
}

function check<T>(schema: Joi.ObjectSchema<T>, body: unknown): Checked<T> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { value, error } = schema.validate(fields, { abortEarly: false, stripUnknown: true });
  if (!error) return { ok: true, value };
  const problems: FieldProblems = {};
  for (const detail of error.details) {
    const field = String(detail.path[0]);
    problems[field] ??= detail.message;
  }
  const typed = typeof fields.email === 'string' ? { email: fields.email.trim() } : {};
  return { ok: false, problems, typed: typed as Partial<T> };
}

const credentials = Joi.object<Credentials>({ email, password });

/** Sign-in: the fields must be present and an address must look like one; the password rules are not told. */
export function checkSignIn(body: unknown): Checked<Credentials> {
  const checked = check(credentials, body);
  return checked.ok
    ? { ok: true, value: { ...checked.value, email: normaliseEmail(checked.value.email) } }
    : checked;
}

/** Sign-up: as sign-in, and the new password must meet the rules of password.ts. */
export function checkSignUp(body: unknown): Checked<Credentials> {
  const checked = checkSignIn(body);
  if (!checked.ok) return checked;
  const problem = passwordProblem(checked.value.password, checked.value.email);
  return problem
    ? { ok: false, problems: { password: problem }, typed: { email: checked.value.email } }
    : checked;
}

export function checkKeyName(body: unknown): Checked<{ name: string }> {
  return check(Joi.object<{ name: string }>({ name: keyName }), body);
}
