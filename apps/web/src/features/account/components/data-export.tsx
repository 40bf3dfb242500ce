import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { saveFile } from '../../../lib/api-file';
import { fetchAccountExport } from '../api';

/** "Download my data" (GDPR articles 15 and 20): the server's JSON file, fetched with the bearer token. */
export function DataExport() {
  const { t } = useTranslation('account');
  const showError = useApiErrorToast('account');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await fetchAccountExport();
      saveFile(file);
      toast.success(t('dataExport.downloaded', { file: file.fileName }));
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="account-card" aria-labelledby="data-export-title" data-testid="data-export">
      <h2 id="data-export-title">{t('dataExport.title')}</h2>
      <p className="account-hint">{t('dataExport.intro')}</p>
      <button
        type="button"
        className="account-button"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading || undefined}
        data-testid="data-export-download"
      >
        {downloading && <span className="account-spinner" aria-hidden="true" />}
        {downloading ? t('dataExport.preparing') : t('dataExport.download')}
      </button>
    </section>
  );
}
