import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import classes from './resume.module.css';

/**
 * Text of the resume edited in place: click it, or focus it and press Enter, to edit; every key
 * typed is saved at once; Enter (Shift+Enter for a new line in a long field) or leaving the field
 * ends editing, Escape puts back what was there. The change is announced to screen readers.
 */
export function EditableText({
  value,
  label,
  onChange,
  announce,
  multiline = false,
  placeholder,
  className,
}: {
  value: string;
  /** What the field is, for screen readers ("Name", "Experience 1 company"). */
  label: string;
  onChange: (value: string) => void;
  announce: (text: string) => void;
  multiline?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const tm = useSharedText();
  const [editing, setEditing] = useState(false);
  const before = useRef(value);
  const view = useRef<HTMLSpanElement>(null);
  const focusBack = useRef(false);

  // Once the field is drawn again, the focus goes back to it if it went with the input (it is on
  // the page's body), never away from where the reader has moved it since. Done as the field is
  // drawn, not a frame later: a frame later it took the focus from the next field, already opened.
  useLayoutEffect(() => {
    if (editing || !focusBack.current) return;
    focusBack.current = false;
    if (document.activeElement === null || document.activeElement === document.body) view.current?.focus();
  }, [editing]);

  const start = () => {
    before.current = value;
    setEditing(true);
  };
  const finish = (revert: boolean) => {
    if (revert) onChange(before.current);
    setEditing(false);
    if (revert || value !== before.current) announce(revert ? t`${label} unchanged` : tm(messages.resume.edited(label)));
    focusBack.current = true;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      finish(true);
    } else if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
      e.preventDefault();
      finish(false);
    }
  };

  if (editing) {
    const common = {
      'aria-label': label,
      value,
      placeholder,
      autoFocus: true,
      className: `${classes.editInput} ${className ?? ''}`,
      onKeyDown: onKey,
      onBlur: () => editing && finish(false),
    };
    return multiline ? (
      <textarea {...common} rows={Math.max(2, Math.ceil(value.length / 70))} onChange={(e) => onChange(e.currentTarget.value)} />
    ) : (
      <input {...common} size={Math.max(4, value.length + 1)} onChange={(e) => onChange(e.currentTarget.value)} />
    );
  }
  return (
    <span
      ref={view}
      role="button"
      tabIndex={0}
      aria-label={value ? t`${label}: ${value}. Press Enter to edit.` : t`${label}: empty. Press Enter to edit.`}
      className={`${classes.editable} ${value ? '' : classes.empty} ${className ?? ''}`}
      onClick={start}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          start();
        }
      }}
    >
      {value || placeholder || label}
    </span>
  );
}
