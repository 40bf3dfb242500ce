import { useCallback, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type AttachmentType } from '../api';

/** Extensions of the allowed types, for files whose type the browser leaves empty. */
const EXTENSIONS: Record<string, AttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The input's `accept`: the types, and their extensions for pickers that go by name. */
const ACCEPT = [...ATTACHMENT_TYPES, ...Object.keys(EXTENSIONS).map((extension) => `.${extension}`)].join(',');

/** The allowed type a chosen file claims (its type, else its extension); the server checks its bytes. */
function claimedType(file: File): AttachmentType | undefined {
  const type = ATTACHMENT_TYPES.find((allowed) => allowed === file.type);
  if (type || file.type) return type;
  return EXTENSIONS[file.name.split('.').at(-1)?.toLowerCase() ?? ''];
}

/** A size in the user's language: "820 kB", "1.4 MB". */
export function useFileSize(): (bytes: number) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (bytes: number) => {
      const megabytes = bytes >= 1024 * 1024;
      const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: megabytes ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: 1,
      }).format(value);
    },
    [locale],
  );
}

export interface AttachmentPickerProps {
  /** The files chosen so far. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Up to 3 files for a message (PNG, JPEG, WebP, PDF, at most 5 MB each), each listed with its size
 * and a remove button. A file past the rules is refused here with the reason; the server checks again.
 */
export function AttachmentPicker({ files, onChange, disabled = false }: AttachmentPickerProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const fileSize = useFileSize();
  // The refusals of the last choice, shown while the files are the ones that choice left (a sent
  // message empties them, and the reasons go with them).
  const [refused, setRefused] = useState<{ texts: string[]; files: readonly File[] }>({ texts: [], files });
  const refusals = refused.files === files ? refused.texts : [];
  const maxSize = fileSize(MAX_ATTACHMENT_BYTES);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    const kept = [...files];
    const texts: string[] = [];
    for (const file of chosen) {
      const name = file.name;
      if (!claimedType(file)) texts.push(t('attachments.wrongType', { name }));
      else if (file.size > MAX_ATTACHMENT_BYTES) texts.push(t('attachments.tooLarge', { name, size: maxSize }));
      else if (kept.length >= MAX_ATTACHMENTS) texts.push(t('attachments.tooMany', { name, max: MAX_ATTACHMENTS }));
      else kept.push(file);
    }
    const changed = kept.length !== files.length;
    setRefused({ texts, files: changed ? kept : files });
    if (changed) onChange(kept);
  }

  function remove(index: number) {
    onChange(files.filter((_, at) => at !== index));
  }

  const full = files.length >= MAX_ATTACHMENTS;
  const describedBy = [`${id}-rule`, refusals.length > 0 ? `${id}-refused` : null].filter(Boolean).join(' ');
  return (
    <div className="support-form" data-testid="attachment-picker">
      <label>
        {t('attachments.label')}
        <input
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled || full}
          onChange={choose}
          aria-describedby={describedBy}
          aria-invalid={refusals.length > 0 ? true : undefined}
        />
      </label>
      <span id={`${id}-rule`} className="support-muted">
        {full
          ? t('attachments.full', { max: MAX_ATTACHMENTS })
          : t('attachments.rule', { max: MAX_ATTACHMENTS, size: maxSize })}
      </span>
      {refusals.length > 0 ? (
        <span id={`${id}-refused`} className="support-field-error" role="alert">
          {refusals.join(' ')}
        </span>
      ) : null}
      {files.length > 0 ? (
        <ul className="support-list" aria-label={t('attachments.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="data-links">
              <span className="support-muted">
                {file.name} · {fileSize(file.size)}
              </span>
              <button
                type="button"
                className="data-button data-button--small"
                disabled={disabled}
                aria-label={t('attachments.removeFile', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('attachments.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
