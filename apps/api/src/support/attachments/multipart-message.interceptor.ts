import {
  createParamDecorator,
  HttpStatus,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { DomainException } from '../../core/errors/domain.exception';
import { findHostileInput, hostileInputError } from '../../core/http/hostile-input';
import {
  attachmentName,
  attachmentTooLarge,
  attachmentTypeRefused,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  sniffAttachmentType,
  tooManyAttachments,
  type UploadedAttachment,
} from './attachment-rules';

/** The form part that carries files. */
export const FILES_FIELD = 'files';

/** The text fields of a message (a subject, 10,000 characters of UTF-8, ids) fit in far less. */
const FIELD_BYTES = 64 * 1024;
/** A multipart body longer than the files and fields can be is refused before it is read. */
export const MAX_MULTIPART_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;

type MessageRequest = FastifyRequest & { attachments?: UploadedAttachment[] };

const tooLarge = () =>
  new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', 'The request is too large.');

/** @fastify/multipart's limit errors, as our codes. */
function refusalOf(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return attachmentTooLarge();
    case 'FST_FILES_LIMIT':
      return tooManyAttachments();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge();
    default:
      return error;
  }
}

/**
 * A message sent as multipart/form-data: its text fields become the body (validated by the
 * route's DTO as JSON would be), its files under `files` are read whole, each at most 5 MB and
 * of an allowed type by its bytes, at most 3. A refusal comes before the route stores anything.
 * A JSON body passes untouched.
 */
@Injectable()
export class MultipartMessageInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<MessageRequest>();
    if (!request.isMultipart()) return next.handle();
    if (Number(request.headers['content-length'] ?? 0) > MAX_MULTIPART_BYTES) throw tooLarge();
    const fields: Record<string, string | string[]> = {};
    const attachments: UploadedAttachment[] = [];
    try {
      const parts = request.parts({
        limits: {
          files: MAX_ATTACHMENTS,
          fileSize: MAX_ATTACHMENT_BYTES,
          fields: 20,
          fieldSize: FIELD_BYTES,
          parts: MAX_ATTACHMENTS + 20,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          const value = String(part.value);
          const before = fields[part.fieldname];
          // A field sent twice is kept as a list, which the DTO then refuses.
          fields[part.fieldname] = before === undefined ? value : [before, value].flat();
          continue;
        }
        if (part.fieldname !== FILES_FIELD) {
          throw new DomainException(
            HttpStatus.BAD_REQUEST,
            'VALIDATION_FAILED',
            `Files are sent under "${FILES_FIELD}".`,
            {
              [part.fieldname]: [`files are sent under "${FILES_FIELD}"`],
            },
          );
        }
        const content = await part.toBuffer();
        const type = sniffAttachmentType(content);
        if (!type) throw attachmentTypeRefused();
        attachments.push({ name: attachmentName(part.filename), type, content });
      }
    } catch (error) {
      throw refusalOf(error);
    }
    const problem = findHostileInput(fields);
    if (problem) throw hostileInputError(problem);
    request.body = fields;
    request.attachments = attachments;
    return next.handle();
  }
}

/** The files of a multipart message (none for a JSON body). */
export const UploadedAttachments = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedAttachment[] =>
    context.switchToHttp().getRequest<MessageRequest>().attachments ?? [],
);
