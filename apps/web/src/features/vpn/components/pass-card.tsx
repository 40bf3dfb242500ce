import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/data/copy-button';
import { InlineEdit } from '../../../components/data/inline-edit';
import { ShownFailure, useApiErrorToast } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import type { VpnPass } from '../api';
import { usePassActions } from '../hooks/use-pass-actions';
import { useDateFormatter, useDurationLabel } from '../../../i18n/use-formatters';
import { AutoRenewLink, RenewalStatus } from '../../payment/components/renewal-status';
import { PassLocations } from './pass-locations';
import { RenewLink } from './renew-link';
import { RotateCodeButton } from './rotate-code-button';
import { StatusBadge } from './status-badge';

/** Most a description may hold (PassDescriptionDto). */
export const DESCRIPTION_MAX_LENGTH = 100;

/** One pass of /dashboard/pass/passList: code, status, dates, description and its locations. */
export function PassCard({ pass }: { pass: VpnPass }) {
  const { t } = useTranslation('vpn');
  const id = useId();
  const formatDate = useDateFormatter();
  const durationLabel = useDurationLabel();
  const { describe } = usePassActions();
  const showError = useApiErrorToast('vpn');

  async function saveDescription(next: string) {
    try {
      await describe(pass.id, next);
      toast.success(t('pass.descriptionSaved'));
    } catch (error) {
      const outcome = showError(error);
      throw new ShownFailure({ text: outcome.message, toastId: outcome.toastId });
    }
  }

  return (
    <article className="vpn-card" aria-labelledby={`${id}-title`} data-testid="vpn-pass">
      <header className="vpn-card__head">
        <h2 id={`${id}-title`} className="vpn-card__title">
          {t('pass.heading', { duration: durationLabel(pass.durationMonths) })}
        </h2>
        <RenewLink
          renew={{ renewPass: pass.id }}
          describedBy={`${id}-title`}
          label={t('pass.renew')}
          testId="vpn-pass-renew"
        />
        {pass.renewal ? null : <AutoRenewLink renew={{ renewPass: pass.id }} describedBy={`${id}-title`} />}
      </header>
      <dl className="data-fields">
        <div className="data-field data-field--wide">
          <dt>{t('pass.code')}</dt>
          <dd className="vpn-code-row">
            <code className="vpn-code" data-testid="vpn-pass-code">
              {pass.code}
            </code>
            <CopyButton value={pass.code} label={t('pass.codeLabel')} />
            {pass.status !== 'ended' ? <RotateCodeButton pass={pass} /> : null}
          </dd>
        </div>
        <div className="data-field">
          <dt>{t('pass.status')}</dt>
          <dd>
            <StatusBadge status={pass.status} />
          </dd>
        </div>
        <div className="data-field">
          <dt>{t('pass.duration')}</dt>
          <dd>{durationLabel(pass.durationMonths)}</dd>
        </div>
        <div className="data-field">
          <dt>{t('pass.startsAt')}</dt>
          <dd>
            <time dateTime={pass.startsAt}>{formatDate(pass.startsAt)}</time>
          </dd>
        </div>
        <div className="data-field">
          <dt>{t('pass.endsAt')}</dt>
          <dd>
            <time dateTime={pass.endsAt}>{formatDate(pass.endsAt)}</time>
          </dd>
        </div>
        {pass.renewal ? (
          <div className="data-field data-field--wide">
            <dt>{t('pass.renewal')}</dt>
            <dd>
              <RenewalStatus renewal={pass.renewal} describedBy={`${id}-title`} />
            </dd>
          </div>
        ) : null}
        <div className="data-field data-field--wide">
          <dt>{t('pass.description')}</dt>
          <dd>
            <InlineEdit
              value={pass.description}
              label={t('pass.description')}
              placeholder={t('pass.noDescription')}
              maxLength={DESCRIPTION_MAX_LENGTH}
              onSave={saveDescription}
            />
          </dd>
        </div>
        <div className="data-field data-field--wide">
          <dt>{t('pass.device')}</dt>
          <dd className={pass.deviceId ? 'vpn-device' : 'vpn-muted'}>{pass.deviceId ?? t('pass.noDevice')}</dd>
        </div>
      </dl>
      {/* A heading, not a landmark: a region named "Locations" on every card would repeat one name. */}
      <div className="vpn-card__section">
        <h3 id={`${id}-locations`} className="vpn-card__subtitle">
          {t('pass.locations')}
        </h3>
        <PassLocations pass={pass} />
      </div>
    </article>
  );
}
