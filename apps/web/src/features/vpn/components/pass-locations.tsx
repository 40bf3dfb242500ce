import { useApiErrorToast } from '../../../components/data/call-failure';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPassConfig, fetchPassConfigQr, type PassPeer, type VpnPass } from '../api';
import { saveFile } from '../../../lib/api-file';
import { useCountryName } from '../../../i18n/use-formatters';
import { QrDialog } from './qr-dialog';

/** "Milan, Italy" in the user's language. */
export function useLocationName() {
  const { t } = useTranslation('vpn');
  const countryName = useCountryName();
  return (location: PassPeer['location']) =>
    t('pass.location', { city: location.city, country: countryName(location.country) });
}

interface OpenQr {
  location: string;
  url: string | undefined;
}

/** The pass's locations, each with its WireGuard config to download and its QR code to scan. */
export function PassLocations({ pass }: { pass: VpnPass }) {
  const { t } = useTranslation('vpn');
  const id = useId();
  const locationName = useLocationName();
  const showError = useApiErrorToast('vpn');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [qr, setQr] = useState<OpenQr | null>(null);
  // The request of the dialog on screen; a closed dialog's late answer is dropped.
  const qrRequest = useRef(0);

  // The object URL lives as long as the dialog shows it.
  useEffect(() => {
    const url = qr?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [qr?.url]);

  // An ended pass's peers may outlive it until the release job runs; their configs no longer matter.
  if (pass.status === 'ended') return <p className="vpn-note">{t('pass.endedNoPeers')}</p>;
  if (pass.peers.length === 0) return <p className="vpn-note">{t('pass.noPeers')}</p>;

  async function download(peer: PassPeer) {
    setDownloading(peer.location.code);
    setAnnouncement('');
    try {
      const file = await fetchPassConfig({ passId: pass.id, location: peer.location.code });
      saveFile(file);
      setAnnouncement(t('pass.downloaded', { file: file.fileName }));
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(null);
    }
  }

  async function showQr(peer: PassPeer) {
    const request = ++qrRequest.current;
    setQr({ location: locationName(peer.location), url: undefined });
    try {
      const file = await fetchPassConfigQr({ passId: pass.id, location: peer.location.code });
      if (request !== qrRequest.current) return;
      setQr((open) => (open ? { ...open, url: URL.createObjectURL(file.blob) } : open));
    } catch (error) {
      if (request !== qrRequest.current) return;
      setQr(null);
      showError(error);
    }
  }

  function closeQr() {
    qrRequest.current += 1;
    setQr(null);
  }

  return (
    <>
      <ul className="vpn-locations" aria-label={t('pass.locationsOf')}>
        {pass.peers.map((peer) => {
          const nameId = `${id}-${peer.location.code}`;
          const busy = downloading === peer.location.code;
          return (
            <li key={peer.location.code} className="vpn-location">
              <span id={nameId} className="vpn-location__name">
                {locationName(peer.location)}
              </span>
              <span className="vpn-location__actions">
                <button
                  type="button"
                  className="data-button data-button--small"
                  aria-describedby={nameId}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => void download(peer)}
                >
                  {t('pass.download')}
                </button>
                <button
                  type="button"
                  className="data-button data-button--small"
                  aria-describedby={nameId}
                  onClick={() => void showQr(peer)}
                >
                  {t('pass.showQr')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {qr ? <QrDialog location={qr.location} imageUrl={qr.url} onClose={closeQr} /> : null}
    </>
  );
}
