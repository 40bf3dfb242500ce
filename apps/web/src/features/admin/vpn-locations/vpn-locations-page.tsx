import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { useApiErrorToast, useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { toast } from '../../../components/toast/toast';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../use-admin-texts';
import vpnAdminStyles from '../vpn-admin.css?inline';
import { bodyOf, draftOf, updateVpnLocation, vpnLocationKeys, vpnLocationsQueryOptions, type VpnLocation } from './api';
import { VpnLocationForm } from './vpn-location-form';

/** /staff/vpn-locations: the WireGuard servers passes get peers on; created, changed, switched on and off. */
export function VpnLocationsPage() {
  return (
    <AdminPage section="vpnLocations">
      <VpnLocations />
    </AdminPage>
  );
}

/** The form open: a new location (null) or one to change. */
type Editing = { location: VpnLocation | null } | null;

function VpnLocations() {
  const t = useAdminT();
  const list = useQuery(vpnLocationsQueryOptions());
  const { messageOf } = useErrorText();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<VpnLocation | null>(null);
  return (
    <>
      <style>{vpnAdminStyles}</style>
      <p className="lead">{t('vpnLocations.intro')}</p>
      {editing ? (
        <VpnLocationForm
          key={editing.location?.id ?? 'new'}
          location={editing.location}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className="vpn-admin-actions">
          <button
            type="button"
            className="data-button data-button--primary"
            onClick={() => setEditing({ location: null })}
          >
            {t('vpnLocations.add')}
          </button>
        </div>
      )}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState message={t('vpnLocations.empty')} />
      ) : (
        <LocationTable locations={list.data} onEdit={(location) => setEditing({ location })} onSwitch={setSwitching} />
      )}
      {switching ? <SwitchDialog location={switching} onClose={() => setSwitching(null)} /> : null}
    </>
  );
}

function LocationTable({
  locations,
  onEdit,
  onSwitch,
}: {
  locations: VpnLocation[];
  onEdit: (location: VpnLocation) => void;
  onSwitch: (location: VpnLocation) => void;
}) {
  const t = useAdminT();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="vpn-locations-table">
        <caption className="visually-hidden">{t('vpnLocations.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vpnLocations.code')}</th>
            <th scope="col">{t('vpnLocations.place')}</th>
            <th scope="col">{t('vpnLocations.endpoint')}</th>
            <th scope="col">{t('vpnLocations.subnet')}</th>
            <th scope="col">{t('vpnLocations.dns')}</th>
            <th scope="col">{t('vpnLocations.peers')}</th>
            <th scope="col">{t('vpnLocations.state')}</th>
            <th scope="col">{t('vpnLocations.sortOrder')}</th>
            <th scope="col">{t('vpnLocations.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => (
            <tr key={location.id}>
              <td>
                <code>{location.code}</code>
              </td>
              <td>
                {location.city} ({location.country})
              </td>
              <td>
                <code>
                  {location.host}:{location.port}
                </code>
              </td>
              <td>
                <code>{location.subnet}</code>
              </td>
              <td>{location.dns}</td>
              <td>{location.peers}</td>
              <td>{location.active ? t('vpnLocations.enabled') : t('vpnLocations.disabled')}</td>
              <td>{location.sortOrder}</td>
              <td>
                <div className="vpn-admin-actions">
                  <button
                    type="button"
                    className="data-button data-button--small"
                    aria-label={t('vpnLocations.editOne', { code: location.code })}
                    onClick={() => onEdit(location)}
                  >
                    {t('vpnLocations.edit')}
                  </button>
                  <button
                    type="button"
                    className="data-button data-button--small"
                    aria-label={t(location.active ? 'vpnLocations.disableOne' : 'vpnLocations.enableOne', {
                      code: location.code,
                    })}
                    onClick={() => onSwitch(location)}
                  >
                    {location.active ? t('vpnLocations.disable') : t('vpnLocations.enable')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Switching a location on or off, once confirmed: the same PUT as the form, with the other state. */
function SwitchDialog({ location, onClose }: { location: VpnLocation; onClose: () => void }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const turnOff = location.active;
  const save = useMutation({
    mutationFn: () => updateVpnLocation({ ...bodyOf(draftOf(location)), id: location.id, active: !turnOff }),
    onSuccess: () => {
      toast.success(t(turnOff ? 'vpnLocations.disabledDone' : 'vpnLocations.enabledDone', { code: location.code }));
      void queryClient.invalidateQueries({ queryKey: vpnLocationKeys.all });
      onClose();
    },
    onError: (error) => {
      showError(error);
    },
  });
  return (
    <ConfirmDialog
      open
      title={t(turnOff ? 'vpnLocations.disableTitle' : 'vpnLocations.enableTitle', { code: location.code })}
      confirmLabel={turnOff ? t('vpnLocations.disable') : t('vpnLocations.enable')}
      danger={turnOff}
      pending={save.isPending}
      onConfirm={() => save.mutate()}
      onCancel={onClose}
    >
      <p>{turnOff ? t('vpnLocations.disableText', { peers: location.peers }) : t('vpnLocations.enableText')}</p>
    </ConfirmDialog>
  );
}
