import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { RATING_COMMENT_MAX, rateTicket, type Ticket, type TicketRating } from '../api';
import { useDateTime } from './use-support-format';

type Rating = TicketRating['rating'];

/** A closed ticket's rating: good or bad and an optional comment, changeable while the server allows. */
export function TicketRatingForm({ ticket, onRated }: { ticket: Ticket; onRated: (ticket: Ticket) => void }) {
  const { t } = useTranslation('support');
  const id = useId();
  const dateTime = useDateTime();
  const current = ticket.rating;
  const [rating, setRating] = useState<Rating | null>(current?.rating ?? null);
  const [comment, setComment] = useState(current?.comment ?? '');
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const rate = useMutation({
    mutationFn: (body: TicketRating) => rateTicket(body),
    onSuccess: (rated) => {
      alert.succeed();
      toast.success(t('rating.saved'));
      onRated(rated);
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) return;
    const text = comment.trim();
    rate.mutate({ ticketId: ticket.id, rating, ...(text ? { comment: text } : {}) });
  }

  return (
    <form className="support-form support-card" aria-labelledby={`${id}-title`} onSubmit={submit} onInput={alert.clear}>
      <h3 id={`${id}-title`}>{t('rating.title')}</h3>
      {current ? (
        <p className="support-muted" data-testid="current-rating">
          {t('rating.current', { rating: t(`rating.${current.rating}`) })}{' '}
          {t('rating.changeableUntil', { date: dateTime(current.changeableUntil) })}
        </p>
      ) : null}
      <fieldset className="support-rating">
        <legend className="visually-hidden">{t('rating.title')}</legend>
        {(['good', 'bad'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />{' '}
            {t(`rating.${value}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('rating.comment')}
        <textarea
          rows={2}
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <FormAlert alert={alert} />
      <p className="data-links">
        <button type="submit" className="data-button data-button--primary" disabled={!rating || rate.isPending}>
          {rate.isPending ? t('rating.saving') : current ? t('rating.change') : t('rating.save')}
        </button>
      </p>
    </form>
  );
}
