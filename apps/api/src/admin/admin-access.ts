import { ADMIN_ROLES } from '@shop/contracts';

/**
 * `@Auth(ADMIN)` on every route of the back office (`/api/Admin`, issue 23): admins only, a support
 * agent or a customer gets 403 FORBIDDEN and a visitor 401 (test/admin-access.e2e-spec.ts walks them
 * all from the OpenAPI document). Support agents look customers up through the help desk's own routes.
 */
export const ADMIN = { roles: ADMIN_ROLES };
