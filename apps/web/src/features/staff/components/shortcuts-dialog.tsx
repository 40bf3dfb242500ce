import { useStaffT, type StaffTextKey } from '../use-staff-texts';
import { StaffDialog } from './staff-dialog';

/** The console's keys (staff-console.tsx's handler) and what they do. */
export const SHORTCUTS: readonly { key: string; text: StaffTextKey }[] = [
  { key: 'j', text: 'shortcuts.next' },
  { key: 'k', text: 'shortcuts.previous' },
  { key: 'r', text: 'shortcuts.reply' },
  { key: 'n', text: 'shortcuts.note' },
  { key: '?', text: 'shortcuts.help' },
];

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useStaffT();
  return (
    <StaffDialog title={t('shortcuts.title')} onClose={onClose}>
      <p className="data-dialog__text">{t('shortcuts.intro')}</p>
      <dl className="staff-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key}>
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{t(shortcut.text)}</dd>
          </div>
        ))}
      </dl>
      <div className="data-dialog__actions">
        <button type="button" className="data-button data-button--primary" onClick={onClose}>
          {t('shortcuts.close')}
        </button>
      </div>
    </StaffDialog>
  );
}
