// A PostgreSQL wire-protocol relay that records the statements its clients run (text and
// parameters), so the bench's yardstick can run exactly the SQL the shop runs for one request.
// Only the client-to-server direction is read; both directions are passed on unchanged.
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface CapturedStatement {
  /** The prepared statement's name when the client named it (PostgreSQL then plans it once per connection). */
  name?: string;
  text: string;
  /** Parameters as sent (text format), null for SQL NULL. */
  values: (string | null)[];
}

export interface StatementCapture {
  /** Connection string of the relay: `databaseUrl` with its host and port. */
  url: string;
  /** Records the statements run while `work` runs. */
  record(work: () => Promise<void>): Promise<CapturedStatement[]>;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Splits the client's byte stream into messages and reports Parse, Bind and simple Query ones. */
function clientParser(onStatement: (statement: CapturedStatement) => void): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let startup = true;
  // Prepared statements of this connection by name ('' is the unnamed one).
  const prepared = new Map<string, string>();
  const cstring = (data: Buffer, at: number): [string, number] => {
    const end = data.indexOf(0, at);
    return [data.toString('utf8', at, end), end + 1];
  };
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (startup) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) startup = false;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      const type = String.fromCharCode(buffer[0]);
      const body = buffer.subarray(5, length + 1);
      buffer = buffer.subarray(length + 1);
      if (type === 'Q') {
        onStatement({ text: cstring(body, 0)[0], values: [] });
      } else if (type === 'P') {
        const [name, at] = cstring(body, 0);
        prepared.set(name, cstring(body, at)[0]);
      } else if (type === 'B') {
        const [statement, afterNames] = cstring(body, cstring(body, 0)[1]);
        let at = afterNames;
        const formats = body.readInt16BE(at);
        at += 2 + 2 * formats;
        const count = body.readInt16BE(at);
        at += 2;
        const values: (string | null)[] = [];
        for (let i = 0; i < count; i++) {
          const size = body.readInt32BE(at);
          at += 4;
          values.push(size < 0 ? null : body.toString('utf8', at, at + size));
          at += Math.max(size, 0);
        }
        onStatement({ ...(statement && { name: statement }), text: prepared.get(statement) ?? '', values });
      }
    }
  };
}

/** Starts a relay in front of the PostgreSQL of `databaseUrl`. */
export async function startStatementCapture(databaseUrl: string): Promise<StatementCapture> {
  const upstream = new URL(databaseUrl);
  let recording: CapturedStatement[] | undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const db = connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(db);
    const parse = clientParser((statement) => recording?.push(statement));
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      db.write(chunk);
    });
    db.pipe(client);
    const close = () => {
      client.destroy();
      db.destroy();
      sockets.delete(client);
      sockets.delete(db);
    };
    client.on('close', close).on('error', close);
    db.on('close', close).on('error', close);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    async record(work) {
      const statements: CapturedStatement[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = undefined;
      }
      return statements;
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => ok());
      }),
  };
}
