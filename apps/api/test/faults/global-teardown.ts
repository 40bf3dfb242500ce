import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.FAULTS_PG_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
