import { ApiError, type ReceivedErrorBody } from '../../lib/api';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CaptchaUnavailableError } from './captcha';
import { describeAccountError, type AccountContext } from './error-messages';

let t: TFunction<'account'>;

beforeAll(async () => {
  await i18next.loadNamespaces('account');
  t = i18next.getFixedT('en', 'account');
});

function apiError(status: number, code: ReceivedErrorBody['code'] = 'UNKNOWN_ERROR', extra: Partial<ReceivedErrorBody> = {}, retryAfter?: number) {
  return new ApiError(status, { statusCode: status, code, message: 'server text', ...extra }, { retryAfter });
}

const sut = (context: AccountContext, error: unknown) => describeAccountError(context, error, t);

describe('describeAccountError: tag and status text (spec 8)', () => {
  it.each([
    [400, 'The request is not valid.'],
    [401, 'You are not logged in.'],
    [402, 'A payment is required first.'],
    [403, 'This is not allowed.'],
    [404, 'Not found.'],
    [409, 'This already exists.'],
    [500, 'The server had a problem. Please try again later.'],
    [501, 'This is not available yet.'],
    [502, 'The server cannot be reached right now. Please try again later.'],
    [503, 'The service is unavailable for a moment. Please try again later.'],
    [504, 'The server took too long to answer. Please try again.'],
    [418, 'Something went wrong. Please try again.'],
  ])('tags a %i of two-factor reset with its status text', (status, text) => {
    expect(sut('tfaReset', apiError(status))).toEqual({ message: `Two-factor reset: ${text}`, fields: {}, session: 'keep', restartLogin: false });
  });

  it.each<[AccountContext, string]>([
    ['login', 'Login'],
    ['loginTfa', 'Login'],
    ['passwordReset', 'Password reset'],
    ['tfaReset', 'Two-factor reset'],
    ['tfaEnable', 'Two-factor enable'],
    ['tfaKey', 'Two-factor key'],
    ['changePassword', 'Change password'],
    ['register', 'Registration'],
    ['addAddress', 'Add address'],
    ['editAddress', 'Edit address'],
    ['removeAddress', 'Remove address'],
  ])('starts a %s message with "%s"', (context, tag) => {
    expect(sut(context, apiError(500)).message).toBe(`${tag}: The server had a problem. Please try again later.`);
  });

  it('says the server cannot be reached when no answer came', () => {
    expect(sut('login', new ApiError(undefined, undefined)).message).toBe('Login: The server cannot be reached. Check your connection and try again.');
  });

  it('says the verification could not load when the captcha script failed', () => {
    expect(sut('register', new CaptchaUnavailableError('blocked')).message).toBe(
      'Registration: The human verification could not be loaded. Check your connection and try again.',
    );
  });

  it('translates into the active language', async () => {
    await i18next.loadLanguages('it');
    await i18next.loadNamespaces('account');
    const italian = i18next.getFixedT('it', 'account');
    expect(describeAccountError('login', apiError(404, 'WRONG_CREDENTIALS'), italian).message).toBe("Accesso: Non trovato. Controlla l'indirizzo e-mail e la password.");
  });
});

describe('describeAccountError: hints and outcomes per call (spec 8)', () => {
  it('login 404 adds the check-the-fields hint', () => {
    expect(sut('login', apiError(404, 'WRONG_CREDENTIALS')).message).toBe('Login: Not found. Check the e-mail address and the password.');
  });

  it('login second step 400 adds the wrong-authenticator-code hint', () => {
    expect(sut('loginTfa', apiError(400, 'TFA_PIN_INVALID')).message).toBe('Login: The request is not valid. The authenticator code is wrong.');
  });

  it('an expired 2FA challenge sends the login back to its start', () => {
    expect(sut('loginTfa', apiError(400, 'TFA_CHALLENGE_INVALID'))).toMatchObject({
      message: 'Login: This login attempt has expired. Please log in again.',
      restartLogin: true,
    });
  });

  it('password reset 400 adds the same hint, its 404 says the address is not registered', () => {
    expect(sut('passwordReset', apiError(400)).message).toBe('Password reset: The request is not valid. The authenticator code is wrong.');
    expect(sut('passwordReset', apiError(404)).message).toBe('Password reset: This e-mail address is not registered.');
  });

  it.each([401, 403])('change password %i logs out with session expired', (status) => {
    expect(sut('changePassword', apiError(status))).toMatchObject({ message: 'Change password: Your session has expired. Please log in again.', session: 'logout' });
  });

  it('change password 404 says wrong password, next to the current-password field', () => {
    expect(sut('changePassword', apiError(404, 'WRONG_PASSWORD'))).toMatchObject({
      message: 'Change password: The current password is wrong.',
      fields: { oldPassword: 'The current password is wrong.' },
      session: 'keep',
    });
  });

  it('register 409 says the user exists', () => {
    expect(sut('register', apiError(409, 'USER_EXISTS')).message).toBe('Registration: An account with this e-mail address already exists.');
  });

  it.each<[AccountContext, number]>([
    ['addAddress', 401],
    ['addAddress', 403],
    ['editAddress', 401],
    ['editAddress', 403],
  ])('%s %i gives session expired and logs out', (context, status) => {
    expect(sut(context, apiError(status)).session).toBe('logout');
    expect(sut(context, apiError(status)).message).toContain('Your session has expired.');
  });

  it.each([401, 403])('remove address %i gives session expired without logout', (status) => {
    expect(sut('removeAddress', apiError(status))).toMatchObject({ message: 'Remove address: Your session has expired. Please log in again.', session: 'expired' });
  });

  it('two-factor enable 400 says the authenticator code is wrong', () => {
    expect(sut('tfaEnable', apiError(400, 'TFA_PIN_INVALID')).message).toBe('Two-factor enable: The authenticator code is wrong.');
  });
});

describe('describeAccountError: codes with their own texts and field messages', () => {
  it('captcha failure has its own text, before any per-status hint', () => {
    expect(sut('passwordReset', apiError(400, 'CAPTCHA_FAILED')).message).toBe('Password reset: The human verification failed. Please try again.');
  });

  it('429 says how long to wait when the server said', () => {
    expect(sut('login', apiError(429, 'TOO_MANY_REQUESTS', {}, 42)).message).toBe('Login: Too many attempts. Please try again in 42 seconds.');
    expect(sut('login', apiError(429, 'TOO_MANY_REQUESTS')).message).toBe('Login: Too many attempts. Please wait a little and try again.');
  });

  it('translates the fields of a validation failure for the inputs', () => {
    const error = apiError(400, 'VALIDATION_FAILED', { fields: { email: ['email must be an e-mail address'], 'address.zip': ['zip is too long'] } });
    expect(sut('register', error)).toMatchObject({
      message: 'Registration: The request is not valid.',
      fields: { email: 'Check this field.', zip: 'Check this field.' },
    });
  });

  it.each([
    ['PASSWORD_TOO_SHORT', 'The password is too short.', 'Too short: use at least 8 characters.'],
    ['PASSWORD_TOO_COMMON', 'This password is too common. Choose another one.', 'Too common: choose a password that is harder to guess.'],
  ] as const)('%s is said in the toast and next to the password', (code, toast, field) => {
    const error = apiError(400, code, { fields: { password: [code] } });
    expect(sut('register', error)).toMatchObject({ message: `Registration: ${toast}`, fields: { password: field } });
  });
});
