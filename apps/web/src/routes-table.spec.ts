import type { AnyRoute } from '@tanstack/react-router';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAuth } from './features/auth/auth';
import { createAppRouter, createQueryClient } from './router';
import { routeTree } from './routeTree.gen';
import { ALL_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from './routes-table';

/** Full paths of every route in the generated tree, without trailing slashes. */
function fullPaths(route: AnyRoute): string[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  const list = Array.isArray(children) ? children : Object.values(children);
  const own = route.fullPath.replace(/(.)\/$/, '$1');
  return [own, ...list.flatMap(fullPaths)];
}

/** A path of the table with its parameter filled in. */
const concrete = (path: string) => path.replace('$otp', 'ABC123').replace('$result', 'success');

const newRouter = () =>
  createAppRouter({ auth: createAuth(), queryClient: createQueryClient(), history: createMemoryHistory() });

describe('route table', () => {
  // Creating a router computes every route's fullPath.
  newRouter();
  const treePaths = new Set(fullPaths(routeTree as unknown as AnyRoute));

  it.each(ALL_ROUTES)('%s exists in the generated route tree', (path) => {
    expect(treePaths.has(path)).toBe(true);
  });

  it('covers the 34 public routes of the spec, the payment result and 16 protected routes', () => {
    expect(new Set(PUBLIC_ROUTES).size).toBe(35);
    expect(new Set(PROTECTED_ROUTES).size).toBe(16);
  });

  it.each(PROTECTED_ROUTES)('%s sits under the _auth layout', (path) => {
    const sut = newRouter();
    const matches = sut.matchRoutes(concrete(path), {});
    expect(matches.map((match) => match.routeId)).toContain('/_auth');
  });

  it.each(PUBLIC_ROUTES)('%s is public', (path) => {
    const sut = newRouter();
    const matches = sut.matchRoutes(concrete(path), {});
    expect(matches.map((match) => match.routeId)).not.toContain('/_auth');
    expect(matches.at(-1)?.routeId).not.toBe('__root__');
  });
});
