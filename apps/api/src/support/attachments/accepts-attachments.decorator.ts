import { applyDecorators, type Type, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ATTACHMENT_TYPES, MAX_ATTACHMENTS } from './attachment-rules';
import { FILES_FIELD, MultipartMessageInterceptor } from './multipart-message.interceptor';

/**
 * A message route that also takes multipart/form-data: the DTO's fields as form fields, files
 * under `files`. Swagger gives every content type one schema, so the body is the DTO (as JSON
 * sends it) plus `files`, which only a form carries.
 */
export function AcceptsAttachments(dto: Type<unknown>) {
  return applyDecorators(
    UseInterceptors(MultipartMessageInterceptor),
    ApiExtraModels(dto),
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(dto) },
          {
            type: 'object',
            properties: {
              [FILES_FIELD]: {
                type: 'array',
                maxItems: MAX_ATTACHMENTS,
                items: { type: 'string', format: 'binary' },
                description: `multipart/form-data only: up to ${MAX_ATTACHMENTS} files of at most 5 MB each, ${ATTACHMENT_TYPES.join(', ')} by their bytes`,
              },
            },
          },
        ],
      },
    }),
    ApiPayloadTooLargeResponse({
      description: 'ATTACHMENT_TOO_LARGE (a file over 5 MB), TOO_MANY_ATTACHMENTS (more than 3), PAYLOAD_TOO_LARGE',
    }),
    ApiUnsupportedMediaTypeResponse({
      description: 'ATTACHMENT_TYPE: a file that is not PNG, JPEG, WebP or PDF by its bytes',
    }),
  );
}
