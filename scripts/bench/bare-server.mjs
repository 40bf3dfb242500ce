// The yardstick: a bare node:http server answering, for the same paths, the same bytes as the shop
// (status, headers and body recorded from it), plus a fresh request id as the shop sends. An answer
// with `sql` first runs those statements (captured from the shop, see bench/me.ts) one after the
// other with node-postgres on BARE_DATABASE_URL, as the shop does for that request. Answers are
// keyed by path, or by "<authorization> <path>" where one path is answered for several accounts.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// Large answers (a page of 100 orders) come in a file: an environment variable holds 128 KiB at most.
const given = process.env.BARE_ANSWERS_FILE
  ? readFileSync(process.env.BARE_ANSWERS_FILE, 'utf8')
  : process.env.BARE_ANSWERS;

const answers = new Map(
  Object.entries(JSON.parse(given ?? '{}')).map(([path, { headers, body, sql }]) => [
    path,
    { headers: headers.flat(), body: Buffer.from(body), sql },
  ]),
);
const pool = [...answers.values()].some((a) => a.sql?.length)
  ? new (await import('pg')).default.Pool({ connectionString: process.env.BARE_DATABASE_URL })
  : undefined;

async function runSql(statements) {
  for (const { name, text, values } of statements) await pool.query({ name, text, values, rowMode: 'array' });
}

createServer((req, res) => {
  const answer = answers.get(`${req.headers.authorization} ${req.url}`) ?? answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  const send = () => {
    res.writeHead(200, [...answer.headers, 'x-request-id', randomUUID()]);
    res.end(answer.body);
  };
  if (!answer.sql?.length) return send();
  runSql(answer.sql).then(send, (error) => {
    console.error(error.message);
    res.writeHead(500).end();
  });
}).listen(Number(process.argv[2]), '127.0.0.1');
