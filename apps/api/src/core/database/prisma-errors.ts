/** A unique constraint refused the write (Prisma's P2002): somebody else got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}
