import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { useAdminT } from '../use-admin-texts';
import {
  accountKeys,
  changeAccount,
  GRANTABLE_ROLES,
  resendConfirmation,
  type AccountChange,
  type AccountDetail,
  type GrantableRole,
} from './api';

/** A change waiting for its confirmation: what the dialog says and what is sent. */
interface PendingChange {
  title: string;
  text: string;
  confirmLabel: string;
  danger: boolean;
  /** A change of the account, or the confirmation mail. */
  change: Omit<AccountChange, 'userId'> | 'resend';
}

/**
 * An admin's controls of an account: reseller, roles, lock, the confirmation mail again; each
 * asks first. Their own lock and ADMIN role are not offered (the server refuses them too).
 */
export function AccountControls({ account, selfEmail }: { account: AccountDetail; selfEmail: string }) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const self = account.email === selfEmail;
  const granted = (roles: readonly string[]) => GRANTABLE_ROLES.filter((role) => roles.includes(role));
  const [roles, setRoles] = useState<GrantableRole[]>(() => granted(account.roles));
  const [pending, setPending] = useState<PendingChange | null>(null);
  const rolesChanged = roles.join() !== granted(account.roles).join();
  const name = account.email;

  const run = useMutation({
    mutationFn: async (change: PendingChange['change']) => {
      if (change === 'resend') {
        await resendConfirmation(account.id);
        return null;
      }
      return changeAccount({ userId: account.id, ...change });
    },
    onSuccess: (answer) => {
      toast.success(answer ? t('accounts.controls.saved') : t('accounts.controls.resent'));
      setPending(null);
      if (answer) queryClient.setQueryData(accountKeys.detail(account.id), answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
    },
    onError: (error) => {
      setPending(null);
      showError(error);
      setRoles(granted(account.roles));
    },
  });

  const roleNames = (list: readonly string[]) =>
    ['CUSTOMER', ...list].map((role) => t(`accounts.roleNames.${role as GrantableRole}`)).join(', ');
  return (
    <section className="accounts-card" aria-labelledby={`${id}-title`} data-testid="account-controls">
      <h2 id={`${id}-title`}>{t('accounts.controls.title')}</h2>
      <div className="accounts-controls">
        <fieldset className="accounts-roles">
          <legend>{t('accounts.roles')}</legend>
          {GRANTABLE_ROLES.map((role) => {
            const locked = self && role === 'ADMIN';
            return (
              <label key={role} className="accounts-check">
                <input
                  type="checkbox"
                  checked={roles.includes(role)}
                  disabled={locked}
                  aria-describedby={locked ? `${id}-self` : undefined}
                  onChange={(event) =>
                    setRoles((current) =>
                      GRANTABLE_ROLES.filter((r) => (r === role ? event.target.checked : current.includes(r))),
                    )
                  }
                />
                {t(`accounts.roleNames.${role}`)}
              </label>
            );
          })}
          <button
            type="button"
            className="data-button"
            disabled={!rolesChanged}
            onClick={() =>
              setPending({
                title: t('accounts.controls.rolesTitle'),
                text: t('accounts.controls.rolesText', { email: name, roles: roleNames(roles) }),
                confirmLabel: t('accounts.controls.saveRoles'),
                danger: false,
                change: { roles: ['CUSTOMER', ...roles] },
              })
            }
          >
            {t('accounts.controls.saveRoles')}
          </button>
        </fieldset>
        <div className="data-page__actions">
          <button
            type="button"
            className="data-button"
            onClick={() =>
              setPending({
                title: account.isReseller
                  ? t('accounts.controls.unresellerTitle')
                  : t('accounts.controls.resellerTitle'),
                text: t(account.isReseller ? 'accounts.controls.unresellerText' : 'accounts.controls.resellerText', {
                  email: name,
                }),
                confirmLabel: account.isReseller ? t('accounts.controls.unreseller') : t('accounts.controls.reseller'),
                danger: false,
                change: { isReseller: !account.isReseller },
              })
            }
          >
            {account.isReseller ? t('accounts.controls.unreseller') : t('accounts.controls.reseller')}
          </button>
          {self ? null : (
            <button
              type="button"
              className={account.locked ? 'data-button' : 'data-button data-button--danger'}
              onClick={() =>
                setPending({
                  title: account.locked ? t('accounts.controls.unlockTitle') : t('accounts.controls.lockTitle'),
                  text: t(account.locked ? 'accounts.controls.unlockText' : 'accounts.controls.lockText', {
                    email: name,
                  }),
                  confirmLabel: account.locked ? t('accounts.controls.unlock') : t('accounts.controls.lock'),
                  danger: !account.locked,
                  change: { locked: !account.locked },
                })
              }
            >
              {account.locked ? t('accounts.controls.unlock') : t('accounts.controls.lock')}
            </button>
          )}
          {account.confirmed || account.deleted ? null : (
            <button
              type="button"
              className="data-button"
              onClick={() =>
                setPending({
                  title: t('accounts.controls.resendTitle'),
                  text: t('accounts.controls.resendText', { email: name }),
                  confirmLabel: t('accounts.controls.resend'),
                  danger: false,
                  change: 'resend',
                })
              }
            >
              {t('accounts.controls.resend')}
            </button>
          )}
        </div>
        {self ? (
          <p id={`${id}-self`} className="admin-muted">
            {t('accounts.controls.self')}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.confirmLabel}
        danger={pending?.danger}
        pending={run.isPending}
        onConfirm={() => pending && run.mutate(pending.change)}
        onCancel={() => setPending(null)}
      >
        <p>{pending?.text}</p>
      </ConfirmDialog>
    </section>
  );
}
