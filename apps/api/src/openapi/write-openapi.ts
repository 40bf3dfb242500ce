// `nx run @shop/api:openapi`: writes the API's OpenAPI document to apps/api/openapi.json (committed,
// keys sorted) without a database or a listening server. The web's client types are generated
// from that file (apps/web/src/lib/api-schema.gen.ts), so a changed DTO changes the web's types.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../app.factory';
import { AppConfig } from '../core/config/app-config';
import { parseEnv } from '../core/config/env.schema';
import { openApiDocument } from './openapi-document';

async function main(): Promise<void> {
  // Nothing connects before init(), which never runs here: the address only has to be well formed.
  const config = new AppConfig(
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'postgresql://openapi@127.0.0.1:1/openapi',
      JWT_SECRET: 'o'.repeat(32),
      CRON_ENABLED: 'false',
    }),
  );
  const app = await createApp(config);
  const target = join(config.root, 'apps', 'api', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(openApiDocument(app, '0.0.0'), null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
  // Skip close(): the app was never initialised; nothing holds the process but the logger.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
