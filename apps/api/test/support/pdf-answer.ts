import type request from 'supertest';

// Reading the PDF documents the shop answers and mails (invoices, credit notes).

/** Reads a binary answer (the PDF) into a Buffer: `.buffer(true).parse(binary)`. */
export function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** ICU writes no-break spaces in amounts; compared as plain spaces. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
