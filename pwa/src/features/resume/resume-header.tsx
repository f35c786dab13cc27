import { Trans, useLingui } from '@lingui/react/macro';
import { messages, resumeLimits, type Resume } from '@institute/shared-schema';
import { EditableText } from './editable-text';
import type { Update } from './resume-sections';
import classes from './resume.module.css';

/** Reads a photo on the device and shrinks it to a 320 px JPEG data URL (it never leaves unless synced with the resume). */
async function readPhoto(file: File): Promise<string> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) throw new Error(messages.resume.photoNotImage);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 320 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const url = canvas.toDataURL('image/jpeg', 0.85);
  if (url.length > resumeLimits.photo) throw new Error(messages.resume.photoTooLarge);
  return url;
}

const profileOf = (resume: Resume, network: string) =>
  resume.basics.profiles.find((p) => p.network.toLowerCase() === network.toLowerCase());

export function ResumeHeader({
  resume,
  update,
  announce,
  photo,
  onError,
}: {
  resume: Resume;
  update: Update;
  announce: (text: string) => void;
  photo: boolean;
  onError: (message: string) => void;
}) {
  const { t } = useLingui();
  const b = resume.basics;
  const name = b.name;
  const basic = (label: string, key: 'name' | 'label' | 'email' | 'phone', className?: string) => (
    <EditableText
      label={label}
      placeholder={label}
      value={b[key]}
      announce={announce}
      className={className}
      onChange={(v) => update((r) => void (r.basics[key] = v))}
    />
  );
  const link = (network: 'LinkedIn' | 'GitHub') => {
    const profile = profileOf(resume, network);
    const setUrl = (url: string) =>
      update((r) => {
        const found = profileOf(r, network);
        if (found) found.url = url;
        else r.basics.profiles.push({ network, username: '', url });
      });
    return (
      <span className={classes.link}>
        {profile?.url ? (
          <a href={profile.url} target="_blank" rel="noreferrer">
            {network}
          </a>
        ) : (
          network
        )}
        {': '}
        <EditableText
          label={t`${network} link`}
          placeholder={t`${network} link`}
          value={profile?.url ?? ''}
          announce={announce}
          onChange={setUrl}
        />
      </span>
    );
  };
  return (
    <header className={classes.header}>
      {photo && (
        <div className={classes.photoBox}>
          {b.image ? (
            <img src={b.image} alt={name ? t`Photo of ${name}` : t`Photo of the applicant`} className={classes.photo} />
          ) : (
            <div className={classes.photoEmpty} aria-hidden />
          )}
          <label className={classes.photoUpload}>
            {b.image ? <Trans>Change photo</Trans> : <Trans>Upload photo</Trans>}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (!file) return;
                readPhoto(file).then(
                  (url) => {
                    update((r) => void (r.basics.image = url));
                    announce(t`Photo updated`);
                  },
                  (err: unknown) => onError(err instanceof Error ? err.message : messages.resume.photoNotImage),
                );
              }}
            />
          </label>
          {b.image && (
            <button type="button" className={classes.remove} onClick={() => update((r) => void (r.basics.image = ''))}>
              <Trans>Remove photo</Trans>
            </button>
          )}
        </div>
      )}
      <div className={classes.headerText}>
        <h1 className={classes.name}>{basic(t`Name`, 'name')}</h1>
        <p className={classes.label}>{basic(t`Title`, 'label')}</p>
        <p className={classes.contact}>
          <EditableText
            label={t`Location`}
            placeholder={t`City`}
            value={b.location.city ?? ''}
            announce={announce}
            onChange={(v) => update((r) => void (r.basics.location.city = v))}
          />
          {' · '}
          {basic(t`Email`, 'email')}
          {' · '}
          {basic(t`Phone`, 'phone')}
        </p>
        <p className={classes.contact}>
          {link('LinkedIn')} {link('GitHub')}
        </p>
      </div>
    </header>
  );
}
