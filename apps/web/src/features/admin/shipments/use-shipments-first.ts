import { isAdmin, type UserRole } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pendingShipmentsQueryOptions } from './api';

/** Once per page load: the admin who then opens the tickets from the sections bar stays there. */
let decided = false;

/** For tests, which open /staff more than once in one module. */
export function resetShipmentsFirst(): void {
  decided = false;
}

/**
 * An admin arriving at /staff without search params while boxes wait to be sent lands on the
 * shipments section instead (the shop's first job of the day); anyone else, or with a ticket in
 * the address, stays on the console. Answers true while it is still deciding (the count is asked).
 */
export function useShipmentsFirst(roles: readonly UserRole[] | undefined, bareAddress: boolean): boolean {
  const navigate = useNavigate();
  const asks = !decided && bareAddress && roles !== undefined && isAdmin(roles);
  const pending = useQuery({ ...pendingShipmentsQueryOptions(), enabled: asks });
  const waiting = pending.data?.total ?? 0;
  useEffect(() => {
    if (!asks || pending.isPending) return;
    decided = true;
    if (waiting > 0) void navigate({ to: '/staff/shipments', replace: true });
  }, [asks, pending.isPending, waiting, navigate]);
  return asks && (pending.isPending || waiting > 0);
}
