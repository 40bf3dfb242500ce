import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PlaceholderPage } from '../components/placeholder-page';
import { isSafeRedirect } from '../features/auth/auth';

const loginSearchSchema = z.object({
  /** Where to go after logging in; dropped unless it is a path on this site. */
  redirect: z.catch(z.optional(z.string().check(z.refine(isSafeRedirect))), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  return <PlaceholderPage page="login" />;
}
