// Global styles first, so component styles loaded after them can refine them.
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuth } from './features/auth/auth';
import { initI18n } from './i18n/i18n';
import { createAppRouter, createQueryClient } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ auth: createAuth(), queryClient });

// Render once the visitor's language is loaded, so the first paint is not in the wrong language.
void initI18n().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
