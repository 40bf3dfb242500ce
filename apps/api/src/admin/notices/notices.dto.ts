import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  MAINTENANCE_VERSIONS,
  NEWS_BODY_MAX_LENGTH,
  NEWS_SLUG_MAX_LENGTH,
  NEWS_SLUG_PATTERN,
  NEWS_TITLE_MAX_LENGTH,
  NOTICE_FALLBACK_LANGUAGE,
  NOTICE_MESSAGE_MAX_LENGTH,
  type Language,
  type MaintenanceVersion,
} from '@shop/contracts';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';

const SOMETHING_WRITTEN = /\S/;

/** A text per language code: English always (the site falls back to it), the other six optional. */
export type LocalizedTexts = { en: string } & Partial<Record<Language, string>>;

/**
 * A `{ de, en, … }` body class whose texts are at most `maxLength` long. Built from LANGUAGES so
 * a language code outside the seven is refused (whitelist) and the document lists the seven; one
 * class per kind of text, each named for the document.
 */
function localizedTexts(name: string, maxLength: number, what: string): new () => LocalizedTexts {
  class Texts {}
  for (const language of LANGUAGES) {
    const required = language === NOTICE_FALLBACK_LANGUAGE;
    const decorators: PropertyDecorator[] = [
      // Applied by hand, so there is no design type to read: the document is told.
      (required ? ApiProperty : ApiPropertyOptional)({
        type: String,
        maxLength,
        description: required ? `The ${what} in English, shown where a language has none` : undefined,
      }),
      IsString(),
      Length(1, maxLength),
      Matches(SOMETHING_WRITTEN, { message: `${language} must not be blank` }),
    ];
    if (!required) decorators.push(IsOptional());
    for (const decorate of decorators) decorate(Texts.prototype, language);
  }
  Object.defineProperty(Texts, 'name', { value: name });
  return Texts as new () => LocalizedTexts;
}

export const MaintenanceMessagesDto = localizedTexts('MaintenanceMessagesDto', NOTICE_MESSAGE_MAX_LENGTH, 'message');
export const NewsTitlesDto = localizedTexts('NewsTitlesDto', NEWS_TITLE_MAX_LENGTH, 'title');
export const NewsBodiesDto = localizedTexts('NewsBodiesDto', NEWS_BODY_MAX_LENGTH, 'text');

/** `PUT /api/Admin/Maintenance`: the notice every page shows from now on. */
export class MaintenanceNoticeDto {
  @ApiProperty({
    enum: MAINTENANCE_VERSIONS,
    description: 'Its colours: 0.0.1 red, 0.0.2 green, 0.0.3 yellow, 0.0.4 blue',
  })
  @IsIn(MAINTENANCE_VERSIONS)
  version: MaintenanceVersion;

  @ApiProperty({ type: MaintenanceMessagesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => MaintenanceMessagesDto)
  messages: LocalizedTexts;
}

/** Every language with a title has a text and the other way round: a half-translated entry is refused. */
function SameLanguagesAs(property: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'sameLanguagesAs',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message: `${propertyName} must have the same languages as ${property}` },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[property];
          if (!value || typeof value !== 'object' || !other || typeof other !== 'object') return true;
          const keys = (o: object) => LANGUAGES.filter((l) => (o as Record<string, unknown>)[l] !== undefined);
          return keys(value).join() === keys(other).join();
        },
      },
    });
}

/** `POST /api/Admin/News`. */
export class NewNewsDto {
  @ApiProperty({
    maxLength: NEWS_SLUG_MAX_LENGTH,
    example: 'summer-release',
    description: 'Lower-case words and hyphens; unique',
  })
  @IsString()
  @Length(1, NEWS_SLUG_MAX_LENGTH)
  @Matches(NEWS_SLUG_PATTERN, { message: 'slug must be lower-case letters and digits joined by single hyphens' })
  slug: string;

  @ApiProperty({ type: NewsTitlesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => NewsTitlesDto)
  titles: LocalizedTexts;

  @ApiProperty({ type: NewsBodiesDto, description: 'Plain text, one per language of the titles' })
  @IsObject()
  @ValidateNested()
  @Type(() => NewsBodiesDto)
  @SameLanguagesAs('titles')
  bodies: LocalizedTexts;

  @ApiProperty({ description: 'false: a draft, not shown on the site' })
  @IsBoolean()
  published: boolean;
}

/** `PUT /api/Admin/News`: the entry replaced as a whole (a language left out is removed). */
export class NewsUpdateDto extends NewNewsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  newsId: string;
}

export class NewsIdQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  newsId: string;
}

export const NEWS_STATES = ['published', 'draft'] as const;

/** `GET /api/Admin/News`: newest first. */
export class NewsListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: NEWS_STATES })
  @IsOptional()
  @IsIn(NEWS_STATES)
  state?: (typeof NEWS_STATES)[number];

  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the slug or of a title, any case' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  q?: string;
}
