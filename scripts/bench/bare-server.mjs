// The yardstick: a bare node:http server answering, for the same paths, the same bytes as the shop
// (status, headers and body recorded from it), plus a fresh request id as the shop sends.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(process.env.BARE_ANSWERS ?? '{}')).map(([path, { headers, body }]) => [path, { headers: headers.flat(), body: Buffer.from(body) }]),
);
createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, [...answer.headers, 'x-request-id', randomUUID()]);
  res.end(answer.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
