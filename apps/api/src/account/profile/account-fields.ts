import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LANGUAGES,
  mapLocale,
  normaliseEmail,
  PERSON_NAME_MAX_LENGTH,
  type Language,
} from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

// Field rules shared by the account DTOs (registration, profile, addresses), so an e-mail or a
// country is checked the same way wherever it is typed.

type TransformArgs = { value: unknown };

const trimmed = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? value.trim() : value);
/** Stored lower-case (User.email), so the same address in other letters is the same account. */
const normalisedEmail = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? normaliseEmail(value) : value;
const upperCased = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
/** Optional text sent as "" means "none": stored as null rather than an empty string. */
const emptyToNull = ({ value }: TransformArgs): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** Spec 9 locale mapping: en-GB -> en, it-IT -> it, ...; any other (and "default") -> en. */
export function normaliseLanguage(value: string): Language {
  return mapLocale(value);
}

export function EmailField(description = 'E-mail address (compared case-insensitively)') {
  return applyDecorators(
    ApiProperty({ description, example: 'anna@example.com', maxLength: EMAIL_MAX_LENGTH }),
    Transform(normalisedEmail),
    IsString(),
    MaxLength(EMAIL_MAX_LENGTH),
    Matches(EMAIL_PATTERN, { message: 'email must be an e-mail address' }),
  );
}

/** The spec's `email` field of PUT Update: accepted for the payload's shape, never used. */
export function IgnoredEmailField() {
  return applyDecorators(
    ApiPropertyOptional({ description: 'Ignored: the e-mail of an account cannot be changed here' }),
    IsOptional(),
    IsString(),
    MaxLength(EMAIL_MAX_LENGTH),
  );
}

export function PersonNameField(description: string) {
  return applyDecorators(
    ApiProperty({ description, minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH }),
    Transform(trimmed),
    IsString(),
    Length(1, PERSON_NAME_MAX_LENGTH),
  );
}

/** Required text, trimmed, 1..max characters. */
export function TextField(description: string, max: number) {
  return applyDecorators(
    ApiProperty({ description, minLength: 1, maxLength: max }),
    Transform(trimmed),
    IsString(),
    Length(1, max),
  );
}

/** Optional text; "" and null both mean none. */
export function OptionalTextField(description: string, max: number, pattern?: RegExp) {
  const decorators = [
    ApiPropertyOptional({ description, maxLength: max, nullable: true, type: String }),
    Transform(emptyToNull),
    IsOptional(),
    IsString(),
    MaxLength(max),
  ];
  if (pattern) decorators.push(Matches(pattern, { message: `${description} has characters that are not allowed` }));
  return applyDecorators(...decorators);
}

export function CountryField(description = 'ISO 3166-1 alpha-2 country') {
  return applyDecorators(
    ApiProperty({ description, example: 'IT', minLength: 2, maxLength: 2 }),
    Transform(upperCased),
    IsString(),
    Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter code' }),
  );
}

export function LanguageField() {
  return applyDecorators(
    ApiPropertyOptional({
      description: 'Language of the mail (de, en, es, fr, it, ru, sa; en-GB style tags accepted)',
      example: 'en',
    }),
    IsOptional(),
    IsString(),
    MaxLength(16),
    Transform(({ value }: TransformArgs) => (typeof value === 'string' ? normaliseLanguage(value) : value)),
    IsIn(LANGUAGES),
  );
}

/**
 * A password as typed. The policy (length, common passwords) is PasswordService's, so its
 * answers carry the stable PASSWORD_TOO_SHORT / _LONG / _COMMON codes; this cap only keeps a
 * megabyte string away from the hasher.
 */
export function PasswordField(description: string) {
  return applyDecorators(ApiProperty({ description, format: 'password' }), IsString(), MaxLength(1024));
}

/** Captcha token in the body, as the spec names it (the X-Captcha-Token header works too). */
export function CaptchaBodyField() {
  return applyDecorators(
    ApiPropertyOptional({ description: 'Captcha token (or the X-Captcha-Token header)' }),
    IsOptional(),
    IsString(),
    MaxLength(4096),
  );
}
