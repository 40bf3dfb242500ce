import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../../core/errors/domain.exception';
import { isStorableText } from '../../core/http/hostile-input';
import type { Prisma } from '../../generated/prisma/client';

export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** An attachment as it is served: its bytes, the sniffed type and the name it was sent with. */
export interface AttachmentFile {
  name: string;
  type: string;
  content: Uint8Array;
}

/** A file of a multipart message, read whole and its type sniffed. */
export interface UploadedAttachment {
  name: string;
  type: AttachmentType;
  content: Buffer;
}

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) =>
  bytes.subarray(at, at + signature.length).equals(Buffer.from(signature as never));

/**
 * The type the file's first bytes (its magic number) say, among the four allowed; undefined for
 * anything else. Four fixed signatures, so no library: file-type ships ES modules only, which
 * Jest's CommonJS runtime here cannot load.
 */
export function sniffAttachmentType(bytes: Buffer): AttachmentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  return undefined;
}

/** The name as stored and offered for download: no path, no control characters, at most 255 characters. */
export function attachmentName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = [...clean].slice(0, 255).join('');
  return name && isStorableText(name) ? name : 'attachment';
}

export const attachmentTypeRefused = () =>
  new DomainException(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    'ATTACHMENT_TYPE',
    'An attachment must be a PNG, JPEG or WebP picture or a PDF document.',
  );
export const attachmentTooLarge = () =>
  new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, 'ATTACHMENT_TOO_LARGE', 'An attachment can be at most 5 MB.');
export const tooManyAttachments = () =>
  new DomainException(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'TOO_MANY_ATTACHMENTS',
    `A message can have at most ${MAX_ATTACHMENTS} attachments.`,
  );

/** A message's files as rows of its nested create: stored in the message's own statement. */
export function attachmentRows(files: UploadedAttachment[]): Prisma.TicketAttachmentCreateWithoutMessageInput[] {
  return files.map((file) => ({
    name: file.name,
    contentType: file.type,
    size: file.content.length,
    content: new Uint8Array(file.content),
  }));
}

/**
 * Content-Disposition for a download (RFC 6266): a plain ASCII filename for old clients and the
 * exact name in filename* (RFC 5987), so no quote, line break or non-ASCII character reaches the header raw.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
