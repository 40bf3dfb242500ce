import { buildAll } from '../../../e2e/src/server';

/** The suite starts the built server (apps/api/dist) with the built SPA: built once here, Nx skipping what is up to date. */
export default function globalSetup(): void {
  buildAll();
}
