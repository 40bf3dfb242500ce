import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast/toast';
import './data.css';

/** How long the button says "Copied". */
export const COPIED_FOR_MS = 2000;

/** Writes `text` to the clipboard; the old execCommand way where the Clipboard API is missing (http, old browsers). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

interface CopyButtonProps {
  /** What goes to the clipboard. */
  value: string;
  /** What it is ("device id"): the button is called "Copy device id". */
  label: string;
  className?: string;
}

/** A "Copy" button that says "Copied" for a moment (announced), or toasts when the browser refuses. */
export function CopyButton({ value, label, className = 'data-button data-button--small' }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    try {
      await copyText(value);
    } catch {
      toast.error(t('data.copyFailed'));
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void onClick()}
        aria-label={t('data.copyLabel', { label })}
        data-copied={copied || undefined}
      >
        {copied ? t('data.copied') : t('data.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('data.copiedLabel', { label }) : ''}
      </span>
    </>
  );
}
