import { FileImage, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { saveFile, type ApiFile } from '../../../lib/api-file';
import { fetchAttachment, type TicketAttachment } from '../api';
import { useFileSize } from './attachment-picker';

/**
 * A message's files: name, size and an icon by type, a download (fetched with the bearer token,
 * which a plain link would not send) and, for pictures, a preview on demand.
 */
export function AttachmentList({ attachments }: { attachments: readonly TicketAttachment[] }) {
  const { t } = useTranslation('support');
  if (attachments.length === 0) return null;
  return (
    <ul className="support-list" aria-label={t('attachments.list')}>
      {attachments.map((attachment) => (
        <li key={attachment.id} data-testid="attachment">
          <AttachmentItem attachment={attachment} />
        </li>
      ))}
    </ul>
  );
}

/** What a preview shows: a picture's object URL, revoked when it goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

function AttachmentItem({ attachment }: { attachment: TicketAttachment }) {
  const { t } = useTranslation('support');
  const fileSize = useFileSize();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState<'download' | 'preview' | null>(null);
  // Fetched once, for the preview and the download alike.
  const [file, setFile] = useState<ApiFile | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewUrl = useObjectUrl(previewing && file ? file.blob : null);
  const picture = attachment.type.startsWith('image/');
  const Icon = picture ? FileImage : FileText;

  async function load(which: 'download' | 'preview'): Promise<ApiFile | null> {
    if (file) return file;
    setBusy(which);
    try {
      const loaded = await fetchAttachment(attachment);
      setFile(loaded);
      return loaded;
    } catch (error) {
      showError(error);
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    const loaded = await load('download');
    if (loaded) saveFile(loaded);
  }

  async function togglePreview() {
    if (previewing) setPreviewing(false);
    else if (await load('preview')) setPreviewing(true);
  }

  return (
    <div className="support-ticket">
      <p className="data-links">
        <Icon size={18} aria-hidden="true" />
        <span>
          {attachment.name}{' '}
          <span className="support-muted">
            ({picture ? t('attachments.kinds.image') : t('attachments.kinds.pdf')}, {fileSize(attachment.size)})
          </span>
        </span>
        <button
          type="button"
          className="data-button data-button--small"
          disabled={busy !== null}
          aria-label={t('attachments.downloadFile', { name: attachment.name })}
          onClick={() => void download()}
        >
          {busy === 'download' ? t('attachments.downloading') : t('attachments.download')}
        </button>
        {picture ? (
          <button
            type="button"
            className="data-button data-button--small"
            disabled={busy !== null}
            aria-expanded={previewing}
            aria-label={t(previewing ? 'attachments.hidePreviewOf' : 'attachments.previewOf', {
              name: attachment.name,
            })}
            onClick={() => void togglePreview()}
          >
            {previewing ? t('attachments.hidePreview') : t('attachments.preview')}
          </button>
        ) : null}
      </p>
      {previewUrl ? (
        <img
          src={previewUrl}
          alt={attachment.name}
          style={{ maxInlineSize: 'min(100%, 20rem)', maxBlockSize: '15rem', objectFit: 'contain' }}
        />
      ) : null}
    </div>
  );
}
