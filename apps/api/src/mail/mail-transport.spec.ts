import { AppConfig } from '../core/config/app-config';
import { parseEnv } from '../core/config/env.schema';
import { SmtpMailTransport } from './mail-transport';

/** Raw messages nodemailer built (a stream transport in place of the SMTP connection). */
const mockBuilt: string[] = [];

jest.mock('nodemailer', () => {
  const actual = jest.requireActual<typeof import('nodemailer')>('nodemailer');
  return {
    ...actual,
    createTransport: () => {
      const transport = actual.createTransport({ streamTransport: true, buffer: true });
      const sendMail = transport.sendMail.bind(transport);
      transport.sendMail = (async (message: Parameters<typeof sendMail>[0]) => {
        const info = await sendMail(message);
        mockBuilt.push((info.message as Buffer).toString('utf8'));
        return info;
      }) as typeof transport.sendMail;
      return transport;
    },
  };
});

describe('SmtpMailTransport', () => {
  const config = new AppConfig(parseEnv({ NODE_ENV: 'test', SMTP_HOST: '127.0.0.1' }));
  const sut = new SmtpMailTransport(config);
  afterAll(() => sut.close());
  beforeEach(() => (mockBuilt.length = 0));

  it('sends the attachments of a message as MIME parts with their names and types', async () => {
    const pdf = Buffer.from('%PDF-1.3 a tiny invoice');
    await sut.send({
      to: 'anna@example.com',
      subject: 'Receipt',
      html: '<p>Hi</p>',
      text: 'Hi',
      attachments: [{ fileName: 'invoice-2026-000042.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(mockBuilt).toHaveLength(1);
    const raw = mockBuilt[0];
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=invoice-2026-000042\.pdf\r?$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=invoice-2026-000042\.pdf\r?$/m);
    expect(raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
  });

  it('sends a message without attachments as before', async () => {
    await sut.send({ to: 'anna@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    expect(mockBuilt[0]).not.toContain('Content-Disposition: attachment');
  });
});
