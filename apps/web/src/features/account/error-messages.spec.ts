import { ApiError, type ReceivedErrorBody } from '../../lib/api';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CaptchaUnavailableError } from './captcha';
import { describeAccountError, type AccountContext } from './error-messages';

let t: TFunction<'errors'>;

beforeAll(async () => {
  await i18next.loadNamespaces(['account', 'errors']);
  t = i18next.getFixedT('en', 'errors');
});

function apiError(
  status: number,
  code: ReceivedErrorBody['code'] = 'UNKNOWN_ERROR',
  extra: Partial<ReceivedErrorBody> = {},
  retryAfter?: number,
) {
  return new ApiError(status, { statusCode: status, code, message: 'server text', ...extra }, { retryAfter });
}

const sut = (context: AccountContext, error: unknown) => describeAccountError(context, error, t);

describe('describeAccountError: tag and status text (spec 8)', () => {
  it.each([
    [400, 'Some of the details are not right.'],
    [401, 'Please log in first.'],
    [402, 'This needs a payment first.'],
    [403, 'You are not allowed to do that.'],
    [404, 'We could not find that.'],
    [409, 'That already exists.'],
    [500, 'Something went wrong on our side. Please try again later.'],
    [501, 'That is not available yet.'],
    [502, 'We cannot reach our server right now. Please try again later.'],
    [503, 'The shop is busy for a moment. Please try again shortly.'],
    [504, 'Our server took too long to answer. Please try again.'],
    [418, 'Something went wrong. Please try again.'],
  ])('tags a %i of two-factor reset with its status text', (status, text) => {
    expect(sut('tfaReset', apiError(status))).toEqual({
      message: `Two-factor reset: ${text}`,
      text,
      fields: {},
      session: 'keep',
      restartLogin: false,
    });
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
    expect(sut(context, apiError(500)).message).toBe(
      `${tag}: Something went wrong on our side. Please try again later.`,
    );
  });

  it('says the server cannot be reached when no answer came', () => {
    expect(sut('login', new ApiError(undefined, undefined)).message).toBe(
      'Login: We cannot reach the shop. Check your internet connection and try again.',
    );
  });

  it('says the verification could not load when the captcha script failed', () => {
    expect(sut('register', new CaptchaUnavailableError('blocked')).message).toBe(
      'Registration: The human verification could not be loaded. Check your connection and try again.',
    );
  });

  it('translates into the active language', async () => {
    await i18next.loadLanguages('it');
    await i18next.loadNamespaces(['account', 'errors']);
    const italian = i18next.getFixedT('it', 'errors');
    expect(describeAccountError('login', apiError(404, 'WRONG_CREDENTIALS'), italian).message).toBe(
      'Accesso: E-mail o password errate. Controllale entrambe e riprova.',
    );
    expect(describeAccountError('login', apiError(429, 'TOO_MANY_REQUESTS', {}, 557), italian, 'it').message).toBe(
      'Accesso: Troppi tentativi. Riprova tra 10 minuti.',
    );
  });
});

describe('describeAccountError: hints and outcomes per call (spec 8)', () => {
  it('login 404 says the e-mail or password is wrong, with the check-the-fields hint', () => {
    expect(sut('login', apiError(404, 'WRONG_CREDENTIALS'))).toMatchObject({
      message: 'Login: Wrong e-mail or password. Check both and try again.',
      text: 'Wrong e-mail or password. Check both and try again.',
    });
  });

  it('login second step 400 says the code is not right, with the wrong-authenticator-code hint', () => {
    expect(sut('loginTfa', apiError(400, 'TFA_PIN_INVALID')).message).toBe(
      'Login: That code is not right. Enter the code your authenticator app shows right now.',
    );
  });

  it('an expired 2FA challenge sends the login back to its start', () => {
    expect(sut('loginTfa', apiError(400, 'TFA_CHALLENGE_INVALID'))).toMatchObject({
      message: 'Login: This login attempt has expired. Please log in again.',
      restartLogin: true,
    });
  });

  it('password reset 400 adds a hint about its one field (it asks for no code), its 404 says the address is not registered', () => {
    expect(sut('passwordReset', apiError(400)).message).toBe(
      'Password reset: Some of the details are not right. Check the e-mail address and try again.',
    );
    expect(sut('passwordReset', apiError(404)).message).toBe(
      'Password reset: There is no account with this e-mail address.',
    );
  });

  it.each([401, 403])('change password %i logs out with session expired', (status) => {
    expect(sut('changePassword', apiError(status))).toMatchObject({
      message: 'Change password: Your session has ended. Please log in again.',
      session: 'logout',
    });
  });

  it('change password 404 says wrong password, next to the current-password field', () => {
    expect(sut('changePassword', apiError(404, 'WRONG_PASSWORD'))).toMatchObject({
      message: 'Change password: That is not your current password.',
      fields: { oldPassword: 'That is not your current password.' },
      session: 'keep',
    });
  });

  it('register 409 says the user exists', () => {
    expect(sut('register', apiError(409, 'USER_EXISTS')).message).toBe(
      'Registration: There is already an account with this e-mail address. Log in, or ask for a new password.',
    );
  });

  it.each<[AccountContext, number]>([
    ['addAddress', 401],
    ['addAddress', 403],
    ['editAddress', 401],
    ['editAddress', 403],
  ])('%s %i gives session expired and logs out', (context, status) => {
    expect(sut(context, apiError(status)).session).toBe('logout');
    expect(sut(context, apiError(status)).message).toContain('Your session has ended.');
  });

  it.each([401, 403])('remove address %i gives session expired without logout', (status) => {
    expect(sut('removeAddress', apiError(status))).toMatchObject({
      message: 'Remove address: Your session has ended. Please log in again.',
      session: 'expired',
    });
  });

  it.each<[AccountContext, string]>([
    ['tfaEnable', 'Two-factor enable'],
    ['tfaDisable', 'Two-factor disable'],
  ])('%s 400 says the authenticator code is wrong', (context, tag) => {
    expect(sut(context, apiError(400, 'TFA_PIN_INVALID')).message).toBe(
      `${tag}: That code is not right. Enter the code your authenticator app shows right now.`,
    );
  });

  it('no status text and hint say the same thing twice or contradict the call', () => {
    const contexts: AccountContext[] = [
      'login',
      'loginTfa',
      'passwordReset',
      'newPassword',
      'tfaReset',
      'tfaEnable',
      'tfaDisable',
      'tfaKey',
      'changePassword',
      'register',
      'confirmAccount',
      'updateProfile',
      'addAddress',
      'editAddress',
      'removeAddress',
    ];
    for (const context of contexts) {
      for (const status of [400, 401, 402, 403, 404, 409, 418, 500, 501, 502, 503, 504]) {
        const { message } = sut(context, apiError(status));
        const sentences = message.replace(/^[^:]+: /, '').split(/(?<=\.) /);
        expect(new Set(sentences).size, message).toBe(sentences.length);
        // Only the calls that ask for a code talk about one.
        if (!['loginTfa', 'tfaEnable', 'tfaDisable'].includes(context)) expect(message, message).not.toMatch(/code/i);
      }
    }
  });
});

describe('describeAccountError: codes with their own texts and field messages', () => {
  it('captcha failure has its own text, before any per-status hint', () => {
    expect(sut('passwordReset', apiError(400, 'CAPTCHA_FAILED')).message).toBe(
      'Password reset: We could not confirm that you are a person. Please try again.',
    );
  });

  it.each([
    [42, 'in 42 seconds'],
    [557, 'in 10 minutes'],
    [3592, 'in about an hour'],
    [7200, 'in about 2 hours'],
  ])('429 with Retry-After %i says "%s"', (seconds, wait) => {
    expect(describeAccountError('login', apiError(429, 'TOO_MANY_REQUESTS', {}, seconds), t, 'en').message).toBe(
      `Login: Too many attempts. Please try again ${wait}.`,
    );
  });

  it('429 without Retry-After asks to wait a little', () => {
    expect(sut('login', apiError(429, 'TOO_MANY_REQUESTS')).message).toBe(
      'Login: Too many attempts. Please wait a little and try again.',
    );
  });

  it('translates the fields of a validation failure for the inputs', () => {
    const error = apiError(400, 'VALIDATION_FAILED', {
      fields: { email: ['email must be an e-mail address'], 'address.zip': ['zip is too long'] },
    });
    expect(sut('register', error)).toMatchObject({
      message: 'Registration: Some of the details are not right.',
      fields: { email: 'Check this field.', zip: 'Check this field.' },
    });
  });

  it.each([
    ['PASSWORD_TOO_SHORT', 'The password is too short.', 'Too short: use at least 8 characters.'],
    [
      'PASSWORD_TOO_COMMON',
      'This password is too common. Choose another one.',
      'Too common: choose a password that is harder to guess.',
    ],
  ] as const)('%s is said in the toast and next to the password', (code, toast, field) => {
    const error = apiError(400, code, { fields: { password: [code] } });
    expect(sut('register', error)).toMatchObject({ message: `Registration: ${toast}`, fields: { password: field } });
  });
});
