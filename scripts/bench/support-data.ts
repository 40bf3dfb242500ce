// The help desk's bench data, made by a few set-based statements (seconds, not 60,000 requests):
// 10,000 tickets of 2,000 customers (the bench customer holds 200 of them, so their list pages) and
// 50,000 messages over them, in seven languages, with the states, priorities, groups, assignees
// and first-response targets of a desk that has run for a year. random() is seeded: every run
// makes the same data, so the searched word matches as many tickets each time.
import type { Client } from 'pg';

export const TICKETS = 10_000;
export const MESSAGES = 50_000;
/** Tickets of the bench customer (the rest go to 1,999 other customers). */
export const CUSTOMER_TICKETS = 200;
const OTHER_CUSTOMERS = 1999;
/** Agents besides the logged-in one, who the tickets are assigned to. */
const OTHER_AGENTS = 4;

const FIRST_NAMES = ['Anna', 'Luca', 'María', 'Jonas', 'Chloé', 'Olga', 'Omar', 'Giulia', 'Pablo', 'Lena'];
const SURNAMES = ['Rossi', 'García', 'Müller', 'Dubois', 'Ivanova', 'Haddad', 'Bianchi', 'López', 'Schmidt', 'Martin'];
const LANGUAGES = ['en', 'it', 'es', 'de', 'fr', 'ru', 'sa'];
const COUNTRIES = ['GB', 'IT', 'ES', 'DE', 'FR', 'RU', 'SA'];

const SUBJECTS = [
  'The player stays black after the update',
  'Refund for a double charge',
  'My playlist does not load on the TV',
  'Licence not activated after payment',
  'VPN box shows a red light',
  'Invoice with my company VAT number',
  'How do I move my licence to a new TV?',
  'Buffering on every channel in the evening',
  'Payment failed but the money was taken',
  'VPN pass ended earlier than expected',
  'Il player resta nero dopo l’aggiornamento',
  'Rimborso per un doppio addebito',
  'La playlist non si carica sulla TV',
  'El reproductor se cierra solo',
  'Reembolso de un pago duplicado',
  'Die Playlist lädt nicht auf dem Fernseher',
  'Rechnung mit Firmenadresse',
  'Le lecteur se ferme tout seul',
  'Remboursement d’un double paiement',
  'Плеер не запускается после обновления',
  'Возврат за двойную оплату',
  'المشغل لا يعمل على التلفاز',
  'أريد استرداد المبلغ',
  'Cannot log in after changing my password',
];

/** What customers write: a message is two or three of these. */
const CUSTOMER_LINES = [
  'Hello, since yesterday the app only shows a black screen.',
  'I paid twice for the same order, please check.',
  'The playlist worked last week and now it says the link is invalid.',
  'I restarted the TV and the router but nothing changed.',
  'The VPN box blinks red and does not connect.',
  'Could you send me the invoice again with my VAT number?',
  'The picture freezes every few minutes in the evening.',
  'My bank shows the payment but the licence is still not active.',
  'I bought a new TV, how do I move the licence?',
  'Ciao, la playlist non si carica più da ieri.',
  'Ho pagato due volte lo stesso ordine.',
  'Hola, el reproductor se queda en negro al abrirlo.',
  'He pagado dos veces, necesito un reembolso.',
  'Hallo, die Wiedergabe stockt jeden Abend.',
  'Bonjour, le lecteur se ferme dès que je lance une chaîne.',
  'Здравствуйте, приложение закрывается сразу после запуска.',
  'مرحبا، التطبيق لا يفتح على التلفاز.',
  'Thanks, it works again!',
  'Still the same problem, sorry.',
  'Here is the screenshot you asked for.',
];

/** Devices customers name (in a message of five); the staff search looks for one of them. */
export const DEVICES = [
  'Chromecast',
  'FireTV',
  'Roku',
  'Shield',
  'Tizen',
  'webOS',
  'Bravia',
  'Formuler',
  'MAG322',
  'Xiaomi',
  'iPad',
  'iPhone',
  'Pixel',
  'Galaxy',
  'Windows',
  'macOS',
  'Firestick',
  'AppleTV',
  'Philips',
  'Hisense',
];

/** What agents write (replies and internal notes). */
const STAFF_LINES = [
  'Thanks for writing to us.',
  'Could you send a screenshot of the error?',
  'Please reinstall the app and sign in again.',
  'I have refunded the second payment; it shows on your card within five days.',
  'The licence is now active on your device.',
  'Your invoice is attached with the VAT number.',
  'Please connect the box with a cable and wait two minutes.',
  'This is a known issue with the provider, a fix is on its way.',
  'Customer was charged twice, checked with the payment provider.',
  'Escalated to the player team, see the crash log.',
  'Grazie per averci scritto.',
  'Gracias por escribirnos.',
  'Danke für Ihre Nachricht.',
  'Merci de nous avoir écrit.',
  'Спасибо за обращение.',
  'شكرا لتواصلك معنا.',
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** First-response target of each priority, in hours (the settings' defaults). */
const DUE_HOURS = `CASE x.priority WHEN 'URGENT' THEN 1 WHEN 'HIGH' THEN 4 WHEN 'NORMAL' THEN 24 ELSE 72 END`;

/**
 * Fills the help desk: `customerId` gets CUSTOMER_TICKETS of the tickets, 1,999 new customers the
 * rest; `agentId` and four new agents are their assignees. One connection (temp tables, seed).
 */
export async function fillHelpDesk(db: Client, customerId: string, agentId: string, tag: string): Promise<void> {
  await db.query('SELECT setseed(0.2026)');
  await db.query(`CREATE TEMP TABLE bench_customer (k int PRIMARY KEY, id uuid NOT NULL) ON COMMIT PRESERVE ROWS`);
  await db.query(`CREATE TEMP TABLE bench_agent (k int PRIMARY KEY, id uuid NOT NULL) ON COMMIT PRESERVE ROWS`);
  await db.query(`INSERT INTO bench_customer VALUES (0, $1::uuid)`, [customerId]);
  await db.query(`INSERT INTO bench_agent VALUES (0, $1::uuid)`, [agentId]);
  // Accounts nobody logs into (the hash is no argon2 hash), in the seven languages.
  const people = (kind: 'customer' | 'agent', count: number, table: string, roles: string) =>
    db.query(
      `WITH made AS (
         INSERT INTO "User" (id, email, "passwordHash", name, surname, country, language, roles, "confirmedAt", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), 'bench-support-${kind}-' || $1::text || '-' || n || '@nova.test', 'no-login',
                (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}], (${sqlArray(SURNAMES)})[1 + (n / 3) % ${SURNAMES.length}],
                (${sqlArray(COUNTRIES)})[1 + n % 7], (${sqlArray(LANGUAGES)})[1 + n % 7], '${roles}'::"Role"[],
                now(), now() - n * interval '1 day', now()
         FROM generate_series(1, $2::int) AS n
         RETURNING id, email
       )
       INSERT INTO ${table} SELECT row_number() OVER (ORDER BY email), id FROM made`,
      [tag, count],
    );
  await people('customer', OTHER_CUSTOMERS, 'bench_customer', '{CUSTOMER}');
  await people('agent', OTHER_AGENTS, 'bench_agent', '{SUPPORT}');

  // Older tickets are mostly closed, the last days' open or waiting for the customer; a third of
  // the open ones have nobody assigned yet.
  await db.query(
    `INSERT INTO "Ticket" (id, "userId", "groupId", subject, status, priority, "assigneeId", "lastActivityAt",
                           "waitingSince", "firstResponseDueAt", "firstRespondedAt", "closedAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), c.id, x."groupId", x.subject, x.status, x.priority,
            CASE WHEN x.status = 'OPEN' AND x.r < 0.33 THEN NULL ELSE a.id END,
            x.created + x.span,
            CASE WHEN x.status = 'OPEN' THEN x.created + x.span END,
            x.created + ${DUE_HOURS} * interval '1 hour',
            CASE WHEN x.status <> 'OPEN' OR x.r > 0.66 THEN x.created + x.span * 0.2 END,
            CASE WHEN x.status = 'CLOSED' THEN x.created + x.span END,
            x.created, x.created + x.span
     FROM (
       SELECT n, age, random() AS r,
              now() - age * interval '1 day' AS created,
              least(age, random() * 6) * interval '1 day' AS span,
              (ARRAY[1, 1, 1, 2, 2, 3, 3, 4, 4, 5])[1 + floor(random() * 10)::int] AS "groupId",
              (${sqlArray(SUBJECTS)})[1 + floor(random() * ${SUBJECTS.length})::int] AS subject,
              (CASE WHEN age < 3 THEN (ARRAY['OPEN', 'OPEN', 'OPEN', 'PENDING', 'PENDING'])[1 + floor(random() * 5)::int]
                    WHEN age < 30 THEN (ARRAY['OPEN', 'PENDING', 'CLOSED', 'CLOSED'])[1 + floor(random() * 4)::int]
                    WHEN random() < 0.95 THEN 'CLOSED' ELSE 'PENDING' END)::"TicketStatus" AS status,
              (ARRAY['LOW', 'LOW', 'NORMAL', 'NORMAL', 'NORMAL', 'NORMAL', 'NORMAL', 'HIGH', 'HIGH', 'URGENT'])
                [1 + floor(random() * 10)::int]::"TicketPriority" AS priority
       FROM (SELECT n, power(random(), 2) * 365 AS age FROM generate_series(1, $1::int) AS n) aged
     ) x
     JOIN bench_customer c ON c.k = CASE WHEN x.n <= $2::int THEN 0 ELSE 1 + x.n % ${OTHER_CUSTOMERS} END
     JOIN bench_agent a ON a.k = x.n % ${OTHER_AGENTS + 1}`,
    [TICKETS, CUSTOMER_TICKETS],
  );
  await db.query(
    `CREATE TEMP TABLE bench_ticket ON COMMIT PRESERVE ROWS AS
     SELECT row_number() OVER (ORDER BY t.number)::int - 1 AS k, t.id, t."userId", t."assigneeId", t."createdAt", t."lastActivityAt"
     FROM "Ticket" t JOIN bench_customer c ON c.id = t."userId"`,
  );
  await db.query('ALTER TABLE bench_ticket ADD PRIMARY KEY (k)');
  // Every ticket opens with the customer's message; the other 40,000 fall on tickets at random
  // (some get none, some a long thread), half of them the staff's, a tenth of those internal notes.
  await db.query(
    `INSERT INTO "TicketMessage" (id, "ticketId", "authorId", "isStaff", internal, body, "createdAt")
     SELECT gen_random_uuid(), t.id, CASE WHEN x.staff THEN coalesce(t."assigneeId", $3::uuid) ELSE t."userId" END,
            x.staff, x.staff AND x.r < 0.1,
            CASE WHEN x.staff
                 THEN (${sqlArray(STAFF_LINES)})[1 + floor(x.r1 * ${STAFF_LINES.length})::int] || ' ' ||
                      (${sqlArray(STAFF_LINES)})[1 + floor(x.r2 * ${STAFF_LINES.length})::int]
                 ELSE (${sqlArray(CUSTOMER_LINES)})[1 + floor(x.r1 * ${CUSTOMER_LINES.length})::int] || ' ' ||
                      (${sqlArray(CUSTOMER_LINES)})[1 + floor(x.r2 * ${CUSTOMER_LINES.length})::int] ||
                      CASE WHEN x.r < 0.2 THEN ' Device: ' || (${sqlArray(DEVICES)})[1 + floor(x.r * 5 * ${DEVICES.length})::int] ELSE '' END
            END,
            CASE WHEN x.n <= $2::int THEN t."createdAt" ELSE t."createdAt" + (t."lastActivityAt" - t."createdAt") * x.r END
     FROM (
       SELECT n, CASE WHEN n <= $2::int THEN n - 1 ELSE floor(random() * $2::int)::int END AS k,
              n > $2::int AND random() < 0.5 AS staff, random() AS r, random() AS r1, random() AS r2
       FROM generate_series(1, $1::int) AS n
     ) x
     JOIN bench_ticket t ON t.k = x.k`,
    [MESSAGES, TICKETS, agentId],
  );
  // Two in five closed tickets are rated, mostly good.
  await db.query(
    `INSERT INTO "TicketRating" (id, "ticketId", rating, comment, "ratedAt", "createdAt")
     SELECT gen_random_uuid(), t.id, CASE WHEN random() < 0.8 THEN 'GOOD' ELSE 'BAD' END::"TicketRatingValue",
            CASE WHEN random() < 0.3 THEN 'Quick and friendly, thank you.' END, t."closedAt", t."closedAt"
     FROM "Ticket" t JOIN bench_ticket b ON b.id = t.id
     WHERE t.status = 'CLOSED' AND random() < 0.4`,
  );
  await db.query('DROP TABLE bench_ticket, bench_customer, bench_agent');
  // As autovacuum leaves a live desk: statistics, and the GIN indexes' pending lists merged (a
  // search would otherwise scan 10,000 freshly inserted entries on every request).
  await db.query('VACUUM ANALYZE "User", "Ticket", "TicketMessage", "TicketRating"');
}
