/**
 * Share as image: the resume page as a PNG for messaging apps, drawn by html2canvas-pro (html2canvas's maintained fork: 1.4.1 stops at the
 * `color()` values of Mantine's computed styles; loaded with
 * `import()` on the first use, never with the landing page). The editing aids (Remove, photo
 * upload, file inputs, empty placeholders) are left out, as in print. Where the browser can share
 * files (`navigator.canShare({ files })`, phones mostly) the share sheet opens; elsewhere, or when
 * sharing is refused, the PNG downloads.
 */
import { saveFile } from '../../ui/save-file';
import classes from './resume.module.css';

const editingAids = [classes.remove, classes.photoUpload, classes.file, classes.empty].filter(Boolean) as string[];

export async function resumeImage(paper: HTMLElement): Promise<Blob> {
  const { default: html2canvas } = await import('html2canvas-pro');
  const canvas = await html2canvas(paper, {
    scale: 2,
    backgroundColor: '#ffffff',
    logging: false,
    ignoreElements: (el) => editingAids.some((c) => el.classList.contains(c)),
    // The page as on paper (A4's width, the desktop layout) whatever the screen it was made on.
    windowWidth: Math.max(window.innerWidth, 1024),
    onclone: (_doc, el) => {
      el.style.width = '210mm';
      el.style.boxShadow = 'none';
    },
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))), 'image/png'),
  );
}

/** Opens the share sheet with the PNG where files can be shared, else downloads it. */
export async function shareOrSave(blob: Blob, name: string, title: string): Promise<'shared' | 'cancelled' | 'saved'> {
  const file = new File([blob], name, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Not allowed (the tap's activation ran out while drawing) or failed: the download still works.
    }
  }
  saveFile(blob, name);
  return 'saved';
}
