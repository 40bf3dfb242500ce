import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { useAdminT } from '../use-admin-texts';
import { accountKeys, refundOrder, refundRequest, type AccountOrder, type RefundChoice } from './api';

type Kind = RefundChoice['kind'];

/**
 * "Refund…" on an order of the account's page (admins): all that is left, an amount, or some items,
 * through the order's provider (POST /api/Payment/Refund); asks first and says what it will pay back.
 */
export function OrderRefund({
  order,
  userId,
  money,
}: {
  order: AccountOrder;
  userId: string;
  money: (cents: number) => string;
}) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast('payment');
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('whole');
  const [amount, setAmount] = useState('');
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const left = order.totalCents - order.refundedCents;
  const refundable = order.items.filter((item) => !item.refunded);

  const refund = useMutation({
    mutationFn: (body: Parameters<typeof refundOrder>[0]) => refundOrder(body),
    onSuccess: () => {
      setOpen(false);
      toast.success(t('accounts.refund.done', { order: order.purchaseId }));
      void queryClient.invalidateQueries({ queryKey: accountKeys.detail(userId) });
    },
    onError: (error) => {
      setOpen(false);
      showError(error);
    },
  });

  function confirm() {
    const choice: RefundChoice = kind === 'whole' ? { kind } : kind === 'amount' ? { kind, amount } : { kind, itemIds };
    const request = refundRequest(order, choice);
    if ('problem' in request)
      return setProblem(t(`accounts.refund.problems.${request.problem}`, { left: money(left) }));
    setProblem(null);
    refund.mutate(request.body);
  }

  const option = (value: Kind, label: string) => (
    <label className="accounts-check">
      <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
      {label}
    </label>
  );
  return (
    <>
      <button
        type="button"
        className="data-button data-button--small"
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
      >
        {t('accounts.refund.open')}
        <span className="visually-hidden"> {order.purchaseId}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={t('accounts.refund.title', { order: order.purchaseId })}
        confirmLabel={t('accounts.refund.confirm')}
        danger
        pending={refund.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t('accounts.refund.left', { left: money(left) })}</p>
        <fieldset className="accounts-refund">
          <legend>{t('accounts.refund.what')}</legend>
          {option('whole', t('accounts.refund.whole', { left: money(left) }))}
          {option('amount', t('accounts.refund.amount'))}
          {kind === 'amount' ? (
            <label htmlFor={`${id}-amount`} className="accounts-refund__field">
              {t('accounts.refund.amountField', { currency: order.currency })}
              <input
                id={`${id}-amount`}
                className="data-input"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </label>
          ) : null}
          {refundable.length > 0 ? option('items', t('accounts.refund.items')) : null}
          {kind === 'items'
            ? refundable.map((item) => (
                <label key={item.id} className="accounts-check accounts-refund__item">
                  <input
                    type="checkbox"
                    checked={itemIds.includes(item.id)}
                    onChange={(event) =>
                      setItemIds((current) =>
                        event.target.checked ? [...current, item.id] : current.filter((i) => i !== item.id),
                      )
                    }
                  />
                  {item.quantity} × {item.productName} · {money(item.amountCents)}
                </label>
              ))
            : null}
        </fieldset>
        <p className="admin-muted">{t('accounts.refund.note')}</p>
        {problem ? (
          <p className="accounts-refund__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
